// The deck chooser of Settings ▸ Configure: every deck found on this machine and the one
// the game draws, each shown by a few of its cards (the jack and the 9 of trumps, an ace, a
// king, the back), so that a person picks a deck by its look rather than by its name.
//
// The list of decks and every preview are read off the GUI thread (CardDeck's background
// loading): the dialog opens at once and the previews come in one after the other.
#pragma once

#include <QPointer>
#include <QString>
#include <QWidget>

class QLabel;
class QListWidget;

namespace rebelote {

class DeckPicker : public QWidget {
    Q_OBJECT

public:
    explicit DeckPicker(const QString& current, QWidget* parent = nullptr);
    ~DeckPicker() override;

    // The chosen deck's id ("drawn", "aisleriot:anglo", …).
    QString deckId() const;
    // Whether every deck's preview has come in (tests): once previewsFinished() is sent.
    bool previewsDone() const { return finished_; }

signals:
    void previewsFinished();
    // Another deck chosen in the list (deckId() says which).
    void deckChosen();

private:
    void listDecks();
    // The list as wide as its widest row: no name cut, no scroll bar across.
    void fitNames();
    void loadNextPreview();
    void showChosen();

    QString current_;
    QListWidget* list_ = nullptr;
    QLabel* large_ = nullptr;
    QStringList toLoad_;    // ids whose preview is still to read
    bool loading_ = false;  // a preview is being read
    bool listed_ = false;
    bool finished_ = false;  // previewsFinished() sent
};

}  // namespace rebelote
