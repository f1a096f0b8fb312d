#include "app/ui/dealeditor.h"

#include "app/cards/carddeck.h"
#include "app/controller/gametext.h"
#include "engine/record.h"

#include <QApplication>
#include <QButtonGroup>
#include <QComboBox>
#include <QDrag>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QToolButton>
#include <QVBoxLayout>

using namespace belote;

namespace rebelote {

namespace {

const QString kCardMime = QStringLiteral("application/x-rebelote-card");
constexpr int kCardWidth = 44;
constexpr int kRetourneBox = 4;
constexpr int kRestLine = 5;

// Where a card lies, as its button says it under the card.
QString placeWord(DealDraft::Place p)
{
    switch (p) {
    case DealDraft::Place::Retourne: return DealEditor::tr("retourne");
    case DealDraft::Place::Pack: return {};
    default: return seatWord(Seat(int(p)));
    }
}

}  // namespace

DealEditor::DealEditor(const Rules& rules, const QString& deckId, QWidget* parent)
    : QDialog(parent), draft_(rules), settingsRules_(rules)
{
    setObjectName(QStringLiteral("dealEditor"));
    setWindowTitle(tr("Set up a deal"));
    deck_ = CardDeck::load(deckId);
    if (!deck_) deck_ = CardDeck::load(kDrawnDeckId);

    auto* layout = new QVBoxLayout(this);

    // Laid out across rather than down, so that it fits a screen of 1024 by 700 (a small
    // laptop's, the panel taken): the rules and the dealer on one line, the deck beside the
    // hands.
    auto* top = new QHBoxLayout;
    rules_ = new QComboBox(this);
    rules_->setObjectName(QStringLiteral("rules"));
    for (Preset p : kAllPresets) rules_->addItem(presetTitle(p), int(p));
    rules_->setCurrentIndex(rules_->findData(int(rules.preset)));
    rulesSummary_ = new QLabel(this);
    rulesSummary_->setWordWrap(true);
    auto* rulesLabel = new QLabel(tr("&Rules:"), this);
    rulesLabel->setBuddy(rules_);
    top->addWidget(rulesLabel);
    top->addWidget(rules_);
    top->addWidget(rulesSummary_, 1);
    dealer_ = new QComboBox(this);
    dealer_->setObjectName(QStringLiteral("dealer"));
    dealer_->addItem(tr("(choose the dealer)"), -1);
    for (int s = 0; s < kSeats; ++s) dealer_->addItem(seatWord(Seat(s)), s);
    auto* dealerLabel = new QLabel(tr("&Dealer:"), this);
    dealerLabel->setBuddy(dealer_);
    top->addSpacing(12);
    top->addWidget(dealerLabel);
    top->addWidget(dealer_);
    layout->addLayout(top);

    auto* cards = new QHBoxLayout;
    cards->addWidget(buildDeck(), 0, Qt::AlignTop);
    cards->addWidget(buildHands(), 1);
    layout->addLayout(cards);

    moves_ = new QLineEdit(this);
    moves_->setObjectName(QStringLiteral("moves"));
    moves_->setPlaceholderText(tr("optional: pass 80H coinche … then the cards, JH 7H …"));
    moves_->setAccessibleName(tr("Calls and cards played"));
    auto* movesForm = new QFormLayout;
    movesForm->addRow(tr("Calls and cards &played:"), moves_);
    layout->addLayout(movesForm);

    // The check's line, always in view.
    problem_ = new QLabel(this);
    problem_->setObjectName(QStringLiteral("draftProblem"));
    problem_->setTextFormat(Qt::PlainText);
    problem_->setWordWrap(true);
    problem_->setMinimumHeight(problem_->fontMetrics().lineSpacing() * 2);
    QFont bold = problem_->font();
    bold.setBold(true);
    problem_->setFont(bold);
    layout->addWidget(problem_);

    auto* actions = new QHBoxLayout;
    seat_ = new QComboBox(this);
    seat_->setObjectName(QStringLiteral("seat"));
    for (int s = 0; s < kSeats; ++s) seat_->addItem(seatWord(Seat(s)), s);
    seat_->setAccessibleName(tr("Your seat at the table"));
    seat_->setToolTip(tr("The table turns the deal so that your seat is at the bottom, where South sits."));
    auto* seatLabel = new QLabel(tr("Pla&y as:"), this);
    seatLabel->setBuddy(seat_);
    actions->addWidget(seatLabel);
    actions->addWidget(seat_);
    play_ = new QPushButton(tr("Play at the &table"), this);
    play_->setObjectName(QStringLiteral("playDeal"));
    replay_ = new QPushButton(tr("Open in the re&play"), this);
    replay_->setObjectName(QStringLiteral("replayDeal"));
    save_ = new QPushButton(tr("&Save as a deal record…"), this);
    save_->setObjectName(QStringLiteral("saveDeal"));
    saveSet_ = new QPushButton(tr("Save into a s&et…"), this);
    saveSet_->setObjectName(QStringLiteral("saveIntoSet"));
    saved_ = new QLabel(this);
    saved_->setObjectName(QStringLiteral("saved"));
    auto* clear = new QPushButton(tr("&Clear the cards"), this);
    auto* close = new QPushButton(tr("Close"), this);
    for (QPushButton* b : {play_, replay_, save_, saveSet_, clear}) b->setAutoDefault(false);
    actions->addWidget(play_);
    actions->addWidget(replay_);
    actions->addWidget(save_);
    actions->addWidget(saveSet_);
    actions->addStretch(1);
    actions->addWidget(clear);
    actions->addWidget(close);
    layout->addLayout(actions);
    layout->addWidget(saved_);

    connect(rules_, &QComboBox::currentIndexChanged, this, &DealEditor::chooseRules);
    connect(dealer_, &QComboBox::currentIndexChanged, this, [this] {
        const int s = dealer_->currentData().toInt();
        draft_.setDealer(s < 0 ? std::nullopt : std::optional<Seat>(Seat(s)));
        refresh();
    });
    connect(moves_, &QLineEdit::textEdited, this, [this](const QString& text) {
        draft_.setMovesText(text);
        refresh();
    });
    connect(play_, &QPushButton::clicked, this, [this] {
        if (draft_.ready()) emit playRequested(draft_.record(), Seat(seat_->currentData().toInt()));
    });
    connect(replay_, &QPushButton::clicked, this, [this] {
        if (draft_.ready())
            emit replayRequested(
                draft_.playedOut(QStringLiteral("heuristic"), QRandomGenerator::global()->generate64()));
    });
    connect(save_, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save the deal"), tr("deal.json"),
                                                          tr("Deal records (*.json *.jsonl)"));
        if (!path.isEmpty()) saveRecord(path);
    });
    connect(saveSet_, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Save into a set"), tr("set.jsonl"), tr("Deal sets (*.jsonl)"),
                                         nullptr, QFileDialog::DontConfirmOverwrite);
        if (!path.isEmpty()) saveIntoSet(path);
    });
    connect(clear, &QPushButton::clicked, this, [this] {
        draft_.clearCards();
        refresh();
    });
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    chooseRules(rules_->currentIndex());
}

DealEditor::~DealEditor()
{
    // The children go after this object's members: a line losing the keyboard as it goes
    // says "editing finished", which must not reach a dialog whose cards are already gone.
    for (QWidget* child : findChildren<QWidget*>()) {
        child->disconnect(this);
        child->removeEventFilter(this);
    }
}

QPixmap DealEditor::faceFor(Card c, const QString& where) const
{
    const qreal dpr = devicePixelRatioF();
    QPixmap face = deck_->face(c, kCardWidth, dpr);
    if (where.isEmpty()) return face;
    // A card placed is shown faded, where it lies written across it: the cards left to
    // place stand out, and the deck stays as high as its cards.
    QPixmap faded(face.size());
    faded.setDevicePixelRatio(dpr);
    faded.fill(Qt::transparent);
    QPainter p(&faded);
    p.setOpacity(0.35);
    p.drawPixmap(0, 0, face);
    p.setOpacity(1);
    QFont small = font();
    small.setPixelSize(10);
    small.setBold(true);
    const QSizeF size = face.deviceIndependentSize();
    if (QFontMetrics(small).horizontalAdvance(where) > size.width()) small.setBold(false);  // "retourne"
    if (QFontMetrics(small).horizontalAdvance(where) > size.width()) small.setPixelSize(9);
    p.setFont(small);
    const QRectF band(0, size.height() - 15, size.width(), 14);
    p.fillRect(band, QColor(255, 255, 255, 230));
    p.setPen(QColor(20, 20, 20));
    p.drawText(band, Qt::AlignCenter, QFontMetrics(small).elidedText(where, Qt::ElideRight, int(size.width())));
    return faded;
}

QWidget* DealEditor::buildDeck()
{
    auto* box = new QGroupBox(tr("The deck"), this);
    box->setObjectName(QStringLiteral("deck"));
    box->setAcceptDrops(true);
    box->installEventFilter(this);
    auto* outer = new QVBoxLayout(box);
    // Under the title, wrapped to the cards' width: a title as long would widen the box.
    auto* how = new QLabel(tr("Click a card to place it into the hand chosen, or drag it onto a hand."), box);
    how->setWordWrap(true);
    outer->addWidget(how);
    auto* grid = new QGridLayout;
    outer->addLayout(grid);
    grid->setSpacing(2);
    const int height = deck_->heightFor(kCardWidth);
    for (int c = 0; c < kCards; ++c) {
        auto* b = new QToolButton(box);
        b->setObjectName(QStringLiteral("card%1").arg(QString::fromStdString(cardName(Card(c)))));
        b->setToolButtonStyle(Qt::ToolButtonIconOnly);
        b->setIconSize(QSize(kCardWidth, height));
        b->setAutoRaise(true);
        b->setFocusPolicy(Qt::StrongFocus);
        b->installEventFilter(this);
        b->setAccessibleDescription(
            tr("Enter places it into the hand chosen; S, E, N or W into that hand, R as the retourne, "
               "Delete back into the deck"));
        connect(b, &QToolButton::clicked, this, [this, c] { placeClicked(Card(c)); });
        cards_[std::size_t(c)] = b;
        grid->addWidget(b, int(suitOf(Card(c))), 7 - int(rankOf(Card(c))));
    }
    return box;
}

QWidget* DealEditor::buildHands()
{
    auto* w = new QWidget(this);
    auto* grid = new QGridLayout(w);
    grid->setContentsMargins(0, 0, 0, 0);
    target_ = new QButtonGroup(this);
    auto addBox = [&](int index, const QString& title, const QString& lineName, int row, int column) {
        auto* box = new QGroupBox(title, w);
        box->setAcceptDrops(true);
        box->installEventFilter(this);
        auto* h = new QHBoxLayout(box);
        auto* here = new QRadioButton(tr("Cards go here"), box);
        here->setAccessibleName(tr("Place the cards clicked into: %1").arg(title));
        target_->addButton(here, index);
        auto* line = new QLineEdit(box);
        line->setObjectName(QStringLiteral("hand%1").arg(index));
        line->setAccessibleName(lineName);
        line->setPlaceholderText(tr("type the cards: JH 9H AH TS or V♥ 9♥ A♥ 10♠"));
        connect(line, &QLineEdit::textEdited, this, [this, index](const QString& text) { typed(index, text); });
        connect(line, &QLineEdit::editingFinished, this, &DealEditor::refresh);
        h->addWidget(here);
        h->addWidget(line, 1);
        boxes_[std::size_t(index)] = box;
        lines_[std::size_t(index)] = line;
        grid->addWidget(box, row, column);
    };
    // One under the other, beside the deck, in the order of play, then the retourne and the
    // rest of the pack.
    for (int s = 0; s < kSeats; ++s) addBox(s, seatWord(Seat(s)), tr("%1's hand").arg(seatWord(Seat(s))), s, 0);
    addBox(kRetourneBox, tr("Retourne"), tr("The retourne"), 4, 0);
    lines_[kRetourneBox]->setPlaceholderText(tr("one card, e.g. 9H"));
    target_->button(int(Seat::South))->setChecked(true);

    restBox_ = new QGroupBox(tr("Rest of the pack, top first (dealt after the taking)"), w);
    auto* h = new QHBoxLayout(restBox_);
    auto* rest = new QLineEdit(restBox_);
    rest->setObjectName(QStringLiteral("rest"));
    rest->setAccessibleName(tr("The rest of the pack, top first"));
    connect(rest, &QLineEdit::textEdited, this, [this](const QString& text) { typed(kRestLine, text); });
    connect(rest, &QLineEdit::editingFinished, this, &DealEditor::refresh);
    h->addWidget(rest);
    lines_[kRestLine] = rest;
    grid->addWidget(restBox_, 5, 0);
    grid->setRowStretch(6, 1);
    return w;
}

void DealEditor::placeClicked(Card c)
{
    // A card already in the hand chosen goes back to the deck: a click undoes a click.
    const auto where = DealDraft::Place(target_->checkedId());
    place(c, draft_.placeOf(c) == where ? DealDraft::Place::Pack : where);
}

void DealEditor::place(Card c, DealDraft::Place where)
{
    draft_.place(c, where);
    refresh();
}

void DealEditor::chooseRules(int index)
{
    const auto p = Preset(rules_->itemData(index).toInt());
    draft_.setRules(p == settingsRules_.preset ? settingsRules_ : Rules::fromPreset(p));
    rulesSummary_->setText(rulesSummary(draft_.rules()));
    refresh();
}

void DealEditor::typed(int field, const QString& text)
{
    if (field < kSeats) draft_.setHandText(Seat(field), text);
    else if (field == kRetourneBox) draft_.setRetourneText(text);
    else draft_.setRestText(text);
    typing_ = field;
    refresh();
    typing_ = -1;
}

void DealEditor::refresh()
{
    const bool classic = draft_.hasRetourne();
    boxes_[kRetourneBox]->setVisible(classic);
    restBox_->setVisible(classic);
    if (!classic && target_->checkedId() == kRetourneBox) target_->button(int(Seat::South))->setChecked(true);
    for (int c = 0; c < kCards; ++c) {
        const DealDraft::Place p = draft_.placeOf(Card(c));
        QToolButton* b = cards_[std::size_t(c)];
        b->setIcon(faceFor(Card(c), placeWord(p)));
        const QString name = p == DealDraft::Place::Pack ? tr("%1, in the deck").arg(cardTitle(Card(c)))
                                                         : tr("%1, %2").arg(cardTitle(Card(c)), placeWord(p));
        b->setAccessibleName(name);
        b->setToolTip(name);
    }
    // The lines show the draft, but never under the person's typing.
    QWidget* focus = QApplication::focusWidget();
    auto show = [&](int field, const QString& text) {
        if (field != typing_ && lines_[std::size_t(field)] != focus) lines_[std::size_t(field)]->setText(text);
    };
    for (int s = 0; s < kSeats; ++s) show(s, draft_.handText(Seat(s), true));
    show(kRetourneBox, draft_.retourne() ? cardShort(*draft_.retourne()) : QString());
    lines_[kRestLine]->setPlaceholderText(draft_.restText(true));
    for (int s = 0; s < kSeats; ++s)
        boxes_[std::size_t(s)]->setTitle(
            tr("%1 (%2 of %3)").arg(seatWord(Seat(s))).arg(draft_.hand(Seat(s)).size()).arg(draft_.handSize()));

    const QString problem = draft_.problem();
    problem_->setText(problem.isEmpty()
                          ? (draft_.finished() ? tr("The deal is ready, played to its end.") : tr("The deal is ready."))
                          : problem);
    problem_->setStyleSheet(problem.isEmpty() ? QStringLiteral("color: #1e6b2a;") : QStringLiteral("color: #8a1c00;"));
    problem_->setAccessibleName(problem_->text());
    const bool ready = problem.isEmpty();
    play_->setEnabled(ready);
    replay_->setEnabled(ready);
    save_->setEnabled(ready);
    saveSet_->setEnabled(ready);
}

bool DealEditor::writeFile(const QString& path, const QByteArray& contents, const QString& done)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(contents) < 0 || !file.commit()) {
        saved_->setText(tr("Not saved: %1 could not be written (%2)").arg(path, file.errorString()));
        return false;
    }
    saved_->setText(done);
    return true;
}

bool DealEditor::saveRecord(const QString& path)
{
    if (!draft_.ready()) return false;
    return writeFile(path, toJsonLine(draft_.record()) + '\n', tr("The deal is saved in %1").arg(path));
}

bool DealEditor::saveIntoSet(const QString& path)
{
    if (!draft_.ready()) return false;
    QByteArray before;
    QFile old(path);
    if (old.exists()) {
        if (!old.open(QIODevice::ReadOnly)) {
            saved_->setText(tr("Not saved: %1 could not be read (%2)").arg(path, old.errorString()));
            return false;
        }
        before = old.readAll();
    }
    QByteArray after;
    QString why;
    if (!draft_.addToSet(before, QFileInfo(path).completeBaseName(), &after, &why)) {
        saved_->setText(tr("Not saved into %1: %2").arg(path, why));
        return false;
    }
    const int deals = int(after.count('\n'));
    return writeFile(path, after, tr("The deal is saved into %1 as its deal %2").arg(path).arg(deals));
}

bool DealEditor::eventFilter(QObject* watched, QEvent* event)
{
    // A card dragged from the deck onto a hand, the retourne or back onto the deck.
    if (event->type() == QEvent::DragEnter || event->type() == QEvent::Drop) {
        auto* drop = static_cast<QDropEvent*>(event);
        if (!drop->mimeData()->hasFormat(kCardMime)) return false;
        drop->acceptProposedAction();
        if (event->type() == QEvent::Drop) {
            const Card c = Card(drop->mimeData()->data(kCardMime).toInt());
            const auto box = std::find(boxes_.begin(), boxes_.end(), watched);
            if (c < kCards)
                place(c, box == boxes_.end() ? DealDraft::Place::Pack : DealDraft::Place(box - boxes_.begin()));
        }
        return true;
    }
    const auto button = std::find(cards_.begin(), cards_.end(), watched);
    if (button == cards_.end()) return QDialog::eventFilter(watched, event);
    const Card c = Card(button - cards_.begin());
    static QPoint pressedAt;
    if (event->type() == QEvent::MouseButtonPress) {
        pressedAt = static_cast<QMouseEvent*>(event)->position().toPoint();
    } else if (event->type() == QEvent::MouseMove) {
        auto* move = static_cast<QMouseEvent*>(event);
        if (move->buttons() & Qt::LeftButton &&
            (move->position().toPoint() - pressedAt).manhattanLength() >= QApplication::startDragDistance()) {
            auto* drag = new QDrag(*button);
            auto* data = new QMimeData;
            data->setData(kCardMime, QByteArray::number(int(c)));
            drag->setMimeData(data);
            drag->setPixmap(deck_->face(c, kCardWidth, devicePixelRatioF()));
            (*button)->setDown(false);
            drag->exec(Qt::MoveAction);
            return true;
        }
    } else if (event->type() == QEvent::KeyPress) {
        // Keys on a card: its seat's letter places it there; the arrows move in the deck.
        auto* key = static_cast<QKeyEvent*>(event);
        const QString letter = key->text().toUpper();
        const int column = 7 - int(rankOf(c)), row = int(suitOf(c));
        auto focusAt = [this](int r, int col) {
            cards_[std::size_t(makeCard(Suit((r + 4) % 4), Rank(7 - (col + 8) % 8)))]->setFocus();
            return true;
        };
        switch (key->key()) {
        case Qt::Key_Left: return focusAt(row, column - 1);
        case Qt::Key_Right: return focusAt(row, column + 1);
        case Qt::Key_Up: return focusAt(row - 1, column);
        case Qt::Key_Down: return focusAt(row + 1, column);
        case Qt::Key_Delete:
        case Qt::Key_Backspace: place(c, DealDraft::Place::Pack); return true;
        case Qt::Key_Return:
        case Qt::Key_Enter: placeClicked(c); return true;
        default: break;
        }
        const QString letters = QStringLiteral("SENW");
        if (letter.size() == 1 && letters.contains(letter)) {
            place(c, DealDraft::handOf(Seat(letters.indexOf(letter))));
            return true;
        }
        if (letter == QLatin1String("O")) {  // Ouest
            place(c, DealDraft::handOf(Seat::West));
            return true;
        }
        if (letter == QLatin1String("R") && draft_.hasRetourne()) {
            place(c, DealDraft::Place::Retourne);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

}  // namespace rebelote
