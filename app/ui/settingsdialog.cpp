#include "app/ui/settingsdialog.h"
#include "app/ui/readability.h"

#include "app/ui/deckpicker.h"

#include "app/controller/cardtext.h"
#include "app/controller/gametext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

using namespace belote;

namespace rebelote {

namespace {

// The paces of Settings ▸ Pace, in the same words.
struct Pace {
    const char* text;
    int ms;
};
constexpr Pace kPaces[] = {{QT_TRANSLATE_NOOP("rebelote::SettingsDialog", "Instant (no pause, no animation)"), 0},
                           {QT_TRANSLATE_NOOP("rebelote::SettingsDialog", "Fast (0.3 s a card)"), 300},
                           {QT_TRANSLATE_NOOP("rebelote::SettingsDialog", "Normal (0.8 s a card)"), 800},
                           {QT_TRANSLATE_NOOP("rebelote::SettingsDialog", "Slow (1.5 s a card)"), 1500},
                           {QT_TRANSLATE_NOOP("rebelote::SettingsDialog", "Very slow (2.5 s a card)"), 2500}};

QString levelText(const QString& level)
{
    if (level == QLatin1String("heuristic")) return SettingsDialog::tr("Quick (rules of thumb, no reading ahead)");
    if (level == QLatin1String("easy")) return SettingsDialog::tr("Easy");
    if (level == QLatin1String("normal")) return SettingsDialog::tr("Normal");
    if (level == QLatin1String("strong")) return SettingsDialog::tr("Strong (thinks longer)");
    return level;
}

QString onOff(bool on) { return on ? SettingsDialog::tr("on") : SettingsDialog::tr("off"); }

}  // namespace

SettingsDialog::SettingsDialog(const Settings& settings, QWidget* parent) : QDialog(parent), settings_(settings)
{
    setWindowTitle(tr("Configure Rebelote"));
    auto* layout = new QVBoxLayout(this);

    // What the file held that could not be used: said first, so that a hand edit that did
    // not take is not a mystery.
    auto* warnings = new QLabel(this);
    warnings->setObjectName(QStringLiteral("warnings"));
    warnings->setTextFormat(Qt::PlainText);
    warnings->setWordWrap(true);
    warnings->setStyleSheet(QStringLiteral("QLabel { color: #8a1c00; }"));
    if (!settings.warnings().isEmpty())
        warnings->setText(tr("Some settings could not be read and were left out:") + QLatin1Char('\n') +
                          settings.warnings().join(QLatin1Char('\n')));
    warnings->setVisible(!settings.warnings().isEmpty());
    layout->addWidget(warnings);

    auto* tabs = new QTabWidget(this);
    tabs->setObjectName(QStringLiteral("pages"));
    tabs->addTab(makeRulesPage(), tr("&Rules"));
    tabs->addTab(makeGamePage(), tr("&Players and pace"));
    tabs->addTab(makeLookPage(), tr("&Cards and language"));
    layout->addWidget(tabs);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    filling_ = true;
    preset_->setCurrentIndex(preset_->findData(int(settings.rules.preset)));
    for (const Option& o : options_) o.show(settings.rules);
    filling_ = false;
    refresh();
    preset_->setFocus();
    resize(sizeHint().expandedTo(QSize(680, 680)));
}

QWidget* SettingsDialog::makeRulesPage()
{
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);

    layout->addLayout(makePresetRow(page));
    presetLine_ = new QLabel(page);
    makeDescription(presetLine_);
    layout->addWidget(presetLine_);
    connect(preset_, &QComboBox::currentIndexChanged, this, &SettingsDialog::presetChosen);

    // The options, in the order of RULES.md §9, each with a line in a player's words.
    optionsBox_ = new QWidget;
    auto* grid = new QGridLayout(optionsBox_);
    grid->setColumnStretch(1, 1);
    auto* scroll = new QScrollArea(page);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(optionsBox_);
    layout->addWidget(scroll, 1);

    addRuleOptions();
    grid->setRowStretch(grid->rowCount(), 1);
    return page;
}

// The preset chosen, whether the options differ from it, and the button back to it.
QHBoxLayout* SettingsDialog::makePresetRow(QWidget* page)
{
    auto* presetRow = new QHBoxLayout;
    auto* presetLabel = new QLabel(tr("&Game:"), page);
    preset_ = new QComboBox(page);
    preset_->setObjectName(QStringLiteral("preset"));
    for (Preset p : kAllPresets) preset_->addItem(presetTitle(p), int(p));
    presetLabel->setBuddy(preset_);
    custom_ = new QLabel(page);
    custom_->setObjectName(QStringLiteral("custom"));
    presetRow->addWidget(presetLabel);
    presetRow->addWidget(preset_);
    presetRow->addWidget(custom_, 1);
    reset_ = new QPushButton(tr("&Back to the preset"), page);
    reset_->setObjectName(QStringLiteral("resetToPreset"));
    connect(reset_, &QPushButton::clicked, this, [this] {
        filling_ = true;
        const Rules base = Rules::fromPreset(preset());
        for (const Option& o : options_) o.show(base);
        filling_ = false;
        refresh();
    });
    presetRow->addWidget(reset_);
    return presetRow;
}

// An option fixed by the preset family: shown, never edited.
SettingsDialog::Option SettingsDialog::fixedOption(std::function<QString(const Rules&)> words)
{
    Option o;
    auto* label = new QLabel;
    o.editor = label;
    o.show = [label, words](const Rules& r) { label->setText(words(r)); };
    o.read = [](Rules&) {};
    o.words = words;
    o.meaningful = [](const Rules&) { return true; };
    return o;
}

SettingsDialog::Option SettingsDialog::checkOption(bool Rules::*field, std::function<bool(const Rules&)> meaningful)
{
    Option o;
    auto* box = new QCheckBox;
    o.editor = box;
    o.show = [box, field](const Rules& r) { box->setChecked(r.*field); };
    o.read = [box, field](Rules& r) { r.*field = box->isChecked(); };
    o.words = [field](const Rules& r) { return onOff(r.*field); };
    o.meaningful = meaningful ? meaningful : [](const Rules&) { return true; };
    return o;
}

SettingsDialog::Option SettingsDialog::spinOption(int Rules::*field, int lo, int hi, const QString& zero,
                                                  std::function<bool(const Rules&)> meaningful)
{
    Option o;
    auto* box = new QSpinBox;
    box->setRange(lo, hi);
    if (!zero.isEmpty()) box->setSpecialValueText(zero);
    o.editor = box;
    o.show = [box, field](const Rules& r) { box->setValue(r.*field); };
    o.read = [box, field](Rules& r) { r.*field = box->value(); };
    o.words = [field, zero](const Rules& r) {
        return r.*field == 0 && !zero.isEmpty() ? zero : QString::number(r.*field);
    };
    o.meaningful = meaningful ? meaningful : [](const Rules&) { return true; };
    return o;
}

template <typename E>
SettingsDialog::Option SettingsDialog::comboOption(E Rules::*field, std::vector<std::pair<int, QString>> items,
                                                   std::function<bool(const Rules&)> meaningful)
{
    Option o;
    auto* box = new QComboBox;
    for (const auto& [value, text] : items) box->addItem(text, value);
    o.editor = box;
    o.show = [box, field](const Rules& r) { box->setCurrentIndex(box->findData(int(r.*field))); };
    o.read = [box, field](Rules& r) { r.*field = E(box->currentData().toInt()); };
    o.words = [items, field](const Rules& r) {
        for (const auto& [value, text] : items)
            if (value == int(r.*field)) return text;
        return QString();
    };
    o.meaningful = meaningful ? meaningful : [](const Rules&) { return true; };
    return o;
}

// The rule options, one by one (addOption()).
void SettingsDialog::addRuleOptions()
{
    addOption(QStringLiteral("taking"), tr("Taking"),
              tr("How the contract is made: taking the turned-up card, or an auction of points. The game chooses it."),
              fixedOption([](const Rules& r) { return r.isClassic() ? tr("the turned-up card") : tr("an auction"); }));
    addOption(QStringLiteral("annonces"), tr("Declarations"),
              tr("Tierces, cinquantes, cents and carrés are shown at the first trick and score."),
              checkOption(&Rules::annonces, [](const Rules& r) { return r.scoring != Scoring::Montpellier; }));
    addOption(QStringLiteral("mustUndertrump"), tr("Must undertrump"),
              tr("With no card of the suit led and an opponent's trump on the trick, you must trump even lower."),
              checkOption(&Rules::mustUndertrump, nullptr));
    addOption(QStringLiteral("sansToutAtout"), tr("No trump and all trump"),
              tr("Contracts may also be played with no trump or with every suit trump."),
              checkOption(&Rules::sansToutAtout, nullptr));
    addOption(QStringLiteral("toutAtoutPoints"), tr("All trump card points"),
              tr("All trump counts with its own table, or every suit as trump scaled back to 162."),
              comboOption(&Rules::toutAtoutPoints,
                          {{int(ToutAtoutPoints::Table), tr("its own table")},
                           {int(ToutAtoutPoints::Scaled), tr("scaled to 162")}},
                          [](const Rules& r) { return r.sansToutAtout; }));
    addOption(QStringLiteral("coincheOutOfTurn"), tr("Coinche out of turn"),
              tr("A defender may coinche the last bid at once, without waiting for their turn."),
              checkOption(&Rules::coincheOutOfTurn, [](const Rules& r) { return r.isCoinche(); }));
    addOption(
        QStringLiteral("litige"), tr("Tie (litige)"),
        tr("When the takers make their bid but only as many points as the defence: their points wait for the next "
           "deal, or the contract is down."),
        comboOption(&Rules::litige,
                    {{int(Litige::Carry), tr("carried to the next deal")}, {int(Litige::Down), tr("counts as down")}},
                    [](const Rules& r) { return r.scoring == Scoring::FfbCoinche; }));
    addOption(QStringLiteral("rounding"), tr("Round to tens"),
              tr("Each side's score for the deal is rounded to the nearest 10."),
              checkOption(&Rules::rounding, nullptr));
    addOption(QStringLiteral("scoring"), tr("Scoring"), tr("How a deal is counted. The game chooses it."),
              fixedOption([](const Rules& r) {
                  switch (r.scoring) {
                  case Scoring::Classic: return tr("classic");
                  case Scoring::FfbCoinche: return tr("coinche, FFB");
                  case Scoring::Montpellier: return tr("coinche, Montpellier");
                  }
                  return QString();
              }));
    addOption(QStringLiteral("cutMinimum"), tr("Smallest cut"),
              tr("The fewest cards the cut may leave on either side."),
              spinOption(&Rules::cutMinimum, 1, 16, QString(), nullptr));
    addOption(QStringLiteral("shuffle"), tr("Shuffle"),
              tr("Shuffle before each deal, or only cut the tricks gathered: hands come out more uneven."),
              comboOption(&Rules::shuffle,
                          {{int(Shuffle::Full), tr("shuffled")}, {int(Shuffle::CutOnly), tr("only cut")}}, nullptr));
    addOption(QStringLiteral("target"), tr("Points to win"), tr("The first side to reach this score wins the game."),
              spinOption(&Rules::target, 1, 1000000, QString(), [](const Rules& r) { return r.deals == 0; }));
    addOption(QStringLiteral("deals"), tr("Number of deals"),
              tr("Play this many deals instead of up to a score; the higher total wins."),
              spinOption(&Rules::deals, 0, 10000, tr("off"), nullptr));
}

void SettingsDialog::addOption(const QString& key, const QString& title, const QString& explanation, Option option)
{
    auto* grid = static_cast<QGridLayout*>(optionsBox_->layout());
    const int row = grid->rowCount();
    option.editor->setParent(optionsBox_);
    option.editor->setObjectName(key);
    auto* label = new QLabel(title, optionsBox_);
    label->setBuddy(option.editor);
    option.presetMark = new QLabel(optionsBox_);
    option.presetMark->setObjectName(key + QStringLiteral("Preset"));
    makeDescription(option.presetMark);
    option.presetMark->setWordWrap(false);
    auto* line = new QLabel(explanation, optionsBox_);
    makeDescription(line);
    grid->addWidget(label, row, 0);
    grid->addWidget(option.editor, row, 1, Qt::AlignLeft);
    grid->addWidget(option.presetMark, row, 2);
    grid->addWidget(line, row + 1, 1, 1, 2);
    if (auto* box = qobject_cast<QCheckBox*>(option.editor))
        connect(box, &QCheckBox::toggled, this, &SettingsDialog::refresh);
    if (auto* box = qobject_cast<QComboBox*>(option.editor))
        connect(box, &QComboBox::currentIndexChanged, this, &SettingsDialog::refresh);
    if (auto* box = qobject_cast<QSpinBox*>(option.editor))
        connect(box, &QSpinBox::valueChanged, this, &SettingsDialog::refresh);
    options_.push_back(std::move(option));
}

QWidget* SettingsDialog::makeGamePage()
{
    auto* page = new QWidget;
    auto* form = new QFormLayout(page);
    const QStringList choices = Settings::levelChoices();
    for (Seat seat : {Seat::West, Seat::North, Seat::East}) {
        auto* box = new QComboBox(page);
        box->setObjectName(QStringLiteral("%1Level").arg(seat == Seat::West    ? "west"
                                                         : seat == Seat::North ? "north"
                                                                               : "east"));
        for (const QString& level : choices) box->addItem(levelText(level), level);
        box->setCurrentIndex(std::max(0, box->findData(settings_.levels[int(seat)])));
        levels_[int(seat)] = box;
        form->addRow(tr("%1 plays:").arg(seatWord(seat)), box);
    }
    for (Seat seat : {Seat::South, Seat::West, Seat::North, Seat::East}) {
        auto* edit = new QLineEdit(settings_.names[int(seat)], page);
        static const char* const keys[] = {"southName", "eastName", "northName", "westName"};
        edit->setObjectName(QLatin1String(keys[int(seat)]));
        edit->setMaxLength(40);
        // Empty keeps the seat's word, as the table shows it.
        edit->setPlaceholderText(seat == Seat::South ? tr("You") : seatWord(seat));
        names_[int(seat)] = edit;
        form->addRow(seat == Seat::South ? tr("Your name:") : tr("%1's name:").arg(seatWord(seat)), edit);
    }
    // The partnerships' agreement on the discards (docs/cardplay.md): both sides play it.
    cardSignals_ = new QComboBox(page);
    cardSignals_->setObjectName(QStringLiteral("cardSignals"));
    for (Signals s : {Signals::Direct, Signals::Indirect, Signals::None})
        cardSignals_->addItem(signalsChoiceText(s), QString::fromLatin1(signalsName(s)));
    cardSignals_->setCurrentIndex(
        std::max(0, cardSignals_->findData(QString::fromLatin1(signalsName(settings_.cardSignals)))));
    cardSignals_->setToolTip(
        tr("What a card discarded on a partner's trick says, for both sides: the computer players call by "
           "it and, in classic belote, read the others' cards by it too. Help \u25b8 How the computer players play "
           "tells the whole system."));
    form->addRow(tr("Partners' calls:"), cardSignals_);
    pace_ = new QComboBox(page);
    pace_->setObjectName(QStringLiteral("pace"));
    for (const Pace& p : kPaces) pace_->addItem(tr(p.text), p.ms);
    if (pace_->findData(settings_.paceMs) < 0)  // a pace from the command line or the file
        pace_->addItem(tr("%1 s a card").arg(settings_.paceMs / 1000.0, 0, 'f', 1), settings_.paceMs);
    pace_->setCurrentIndex(pace_->findData(settings_.paceMs));
    form->addRow(tr("Pace of the computer players:"), pace_);
    single_ = new QCheckBox(tr("Play a single legal card by itself"), page);
    single_->setObjectName(QStringLiteral("autoPlaySingleCard"));
    single_->setChecked(settings_.autoPlaySingleCard);
    form->addRow(QString(), single_);
    compare_ = new QCheckBox(tr("After each deal, the bots play my cards again to compare"), page);
    compare_->setObjectName(QStringLiteral("compareWithBots"));
    compare_->setToolTip(
        tr("The deal's summary then says your result and the bots' in your seat, "
           "on the same cards. They play in the background."));
    compare_->setChecked(settings_.compareWithBots);
    form->addRow(QString(), compare_);
    // The controller names and seats the players when a game starts: say so, rather than
    // let a change seem ignored.
    auto* note =
        new QLabel(tr("Levels and the calls take effect with the next game; names and the pace at once."), page);
    makeDescription(note);
    form->addRow(note);
    return page;
}

QWidget* SettingsDialog::makeLookPage()
{
    auto* page = new QWidget;
    auto* form = new QFormLayout(page);
    deck_ = new DeckPicker(settings_.deck, page);
    form->addRow(tr("Cards:"), deck_);
    table_ = new QComboBox(page);
    table_->setObjectName(QStringLiteral("table"));
    table_->addItem(tr("Green felt"), QStringLiteral("green"));
    table_->addItem(tr("High contrast (black)"), QStringLiteral("contrast"));
    table_->setCurrentIndex(std::max(0, table_->findData(settings_.table)));
    form->addRow(tr("Table:"), table_);
    cardSize_ = new QComboBox(page);
    cardSize_->setObjectName(QStringLiteral("cardSize"));
    cardSize_->addItem(tr("Normal"), QStringLiteral("normal"));
    cardSize_->addItem(tr("Large (your hand 1.5 times as large)"), QStringLiteral("large"));
    cardSize_->setCurrentIndex(std::max(0, cardSize_->findData(settings_.cards)));
    form->addRow(tr("Card size:"), cardSize_);
    language_ = new QComboBox(page);
    language_->setObjectName(QStringLiteral("language"));
    // Each language by its own name, so that a person who cannot read the one on the
    // screen still finds theirs.
    language_->addItem(tr("The system's language"), QStringLiteral("system"));
    language_->addItem(QStringLiteral("Français"), QStringLiteral("fr"));
    language_->addItem(QStringLiteral("English"), QStringLiteral("en"));
    language_->setCurrentIndex(std::max(0, language_->findData(settings_.language)));
    form->addRow(tr("Language:"), language_);
    for (QComboBox* box : {table_, cardSize_})
        connect(box, &QComboBox::currentIndexChanged, this, &SettingsDialog::lookChanged);
    connect(deck_, &DeckPicker::deckChosen, this, &SettingsDialog::lookChanged);
    auto* note = new QLabel(tr("The cards, their size and the table's colour change as you choose them, the "
                               "language with OK. Cancel puts back what was there."),
                            page);
    makeDescription(note);
    form->addRow(note);
    return page;
}

Preset SettingsDialog::preset() const { return Preset(preset_->currentData().toInt()); }

void SettingsDialog::presetChosen()
{
    if (filling_) return;
    // Another game: its options as the preset has them; customising starts again from there.
    filling_ = true;
    const Rules base = Rules::fromPreset(preset());
    for (const Option& o : options_) o.show(base);
    filling_ = false;
    refresh();
}

Rules SettingsDialog::rules() const
{
    Rules r = Rules::fromPreset(preset());
    // An option with no meaning here keeps the preset's value, whatever its editor shows.
    for (const Option& o : options_)
        if (o.editor->isEnabled()) o.read(r);
    return r;
}

void SettingsDialog::refresh()
{
    if (filling_) return;
    const Preset p = preset();
    const Rules base = Rules::fromPreset(p);
    presetLine_->setText(presetDescription(p));
    // The enabled options decide what rules() reads, and the rules which options are
    // enabled: read every editor first, then settle.
    Rules all = base;
    for (const Option& o : options_) o.read(all);
    for (Option& o : options_) {
        const bool meaningful = o.meaningful(all);
        o.editor->setEnabled(meaningful);
        o.presetMark->setText(meaningful ? tr("preset: %1").arg(o.words(base)) : tr("not played in this game"));
    }
    const Rules now = rules();
    custom_->setText(now == base ? QString() : tr("custom (from %1)").arg(presetTitle(p)));
    reset_->setEnabled(!(now == base));
}

Settings SettingsDialog::settings() const
{
    Settings s = settings_;
    s.rules = rules();
    s.lastPreset = s.rules.preset;
    for (Seat seat : {Seat::East, Seat::North, Seat::West})
        s.levels[int(seat)] = levels_[int(seat)]->currentData().toString();
    for (int seat = 0; seat < kSeats; ++seat) s.names[seat] = names_[seat]->text().simplified();
    s.paceMs = pace_->currentData().toInt();
    s.autoPlaySingleCard = single_->isChecked();
    s.compareWithBots = compare_->isChecked();
    signalsFromName(cardSignals_->currentData().toString().toStdString(), &s.cardSignals);
    s.deck = deck_->deckId();
    s.table = table_->currentData().toString();
    s.cards = cardSize_->currentData().toString();
    s.language = language_->currentData().toString();
    return s;
}

void SettingsDialog::accept()
{
    settings_ = settings();
    if (!settings_.save())
        QMessageBox::warning(
            this, tr("Settings not saved"),
            tr("The settings apply to this session but could not be written to %1.").arg(settings_.path()));
    QDialog::accept();
}

}  // namespace rebelote
