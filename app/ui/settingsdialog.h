// Settings ▸ Configure Rebelote…: the rules, option by option over a preset, and the game
// (each computer seat's level, the names, the pace), the cards and the language. Edits a copy of the settings; OK saves
// it to the file (the window then applies it), Cancel leaves everything as it was. The look
// (the deck, the card size, the table) is shown on the table as it is chosen (lookChanged()).
#pragma once

#include "app/controller/settings.h"

#include <QDialog>

#include <functional>
#include <vector>

class QCheckBox;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QWidget;

namespace rebelote {

class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(const Settings& settings, QWidget* parent = nullptr);

    // What the dialog shows now, as settings (the file's path kept).
    Settings settings() const;
    // The rules the options make, over the chosen preset.
    belote::Rules rules() const;

    void accept() override;

signals:
    // The cards, their size or the table chosen otherwise: tried on the table at once
    // (settings() has them), put back by the window on Cancel.
    void lookChanged();

private:
    // One rule option: its editor, the preset's value beside it, and how it reads, shows
    // and whether it means anything under given rules.
    struct Option {
        QWidget* editor = nullptr;
        QLabel* presetMark = nullptr;
        std::function<void(const belote::Rules&)> show;      // puts the value in the editor
        std::function<void(belote::Rules&)> read;            // takes it from the editor
        std::function<QString(const belote::Rules&)> words;  // the value in words
        std::function<bool(const belote::Rules&)> meaningful;
    };

    QWidget* makeRulesPage();
    QHBoxLayout* makePresetRow(QWidget* page);
    void addRuleOptions();
    // The editors of the options: a label (fixed by the preset), a check box, a spin box
    // (`zero`: what 0 is called, if it has a name), a combo box of `items`.
    static Option fixedOption(std::function<QString(const belote::Rules&)> words);
    static Option checkOption(bool belote::Rules::*field, std::function<bool(const belote::Rules&)> meaningful);
    static Option spinOption(int belote::Rules::*field, int lo, int hi, const QString& zero,
                             std::function<bool(const belote::Rules&)> meaningful);
    template <typename E>
    static Option comboOption(E belote::Rules::*field, std::vector<std::pair<int, QString>> items,
                              std::function<bool(const belote::Rules&)> meaningful);
    QWidget* makeGamePage();
    QWidget* makeLookPage();
    void addOption(const QString& key, const QString& title, const QString& explanation, Option option);
    void presetChosen();
    void refresh();
    belote::Preset preset() const;

    Settings settings_;
    QComboBox* preset_ = nullptr;
    QLabel* custom_ = nullptr;
    QPushButton* reset_ = nullptr;
    QLabel* presetLine_ = nullptr;
    QWidget* optionsBox_ = nullptr;
    std::vector<Option> options_;
    std::array<QComboBox*, 4> levels_{};
    std::array<QLineEdit*, 4> names_{};
    QComboBox* pace_ = nullptr;
    QComboBox* cardSignals_ = nullptr;  // the partnerships' card-play calls
    QCheckBox* single_ = nullptr;
    QCheckBox* compare_ = nullptr;
    QComboBox* table_ = nullptr;
    QComboBox* cardSize_ = nullptr;
    class DeckPicker* deck_ = nullptr;
    QComboBox* language_ = nullptr;
    bool filling_ = false;
};

}  // namespace rebelote
