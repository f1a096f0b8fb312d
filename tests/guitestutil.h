// What the window tests share: letting the window catch up with the controller, fresh
// history and settings files, scripted computer players, the deals the phase walkers start
// from, and South's answers by keys (Enter, Space) until a phase is reached.
#pragma once

#include "ai/player.h"
#include "app/controller/gamecontroller.h"
#include "app/controller/language.h"
#include "app/controller/settings.h"
#include "app/history/historystore.h"
#include "app/ui/dealsummarypanel.h"
#include "app/ui/panelstyle.h"
#include "engine/game.h"
#include "testutil.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QStringList>
#include <QTimer>
#include <QWidget>
#include <QtTest>

#include <array>
#include <functional>
#include <memory>
#include <utility>
#include <vector>

namespace guitest {

using namespace belote;
using rebelote::GameController;
using rebelote::GameSetup;

// Clicks the button named `button` (or Ok) of the message box named `box` as soon as it
// shows, its text in *text: the start-up questions are modal.
inline void answerWhenShown(const QString& box, const QString& button, QString* text)
{
    auto* timer = new QTimer;
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, timer, [=] {
        for (QWidget* w : QApplication::topLevelWidgets()) {
            auto* b = qobject_cast<QMessageBox*>(w);
            if (!b || b->objectName() != box || !b->isVisible()) continue;
            *text = b->text();
            QAbstractButton* click = button.isEmpty()                     ? b->button(QMessageBox::Ok)
                                     : button == QLatin1String("default") ? b->defaultButton()
                                                                          : b->findChild<QPushButton*>(button);
            if (click) click->click();
            timer->stop();
            timer->deleteLater();
            return;
        }
    });
    timer->start();
}

// The table redraws once per turn of the event loop: let it catch up with the controller
// before looking at it or acting on it, as a person's eyes would.
inline void settle()
{
    for (int i = 0; i < 4; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

// No history left by an earlier test at the default path (QStandardPaths' test mode): the
// database, its journal files and its lock.
inline void removeHistory()
{
    const QString db = rebelote::HistoryStore::defaultPath();
    for (const char* end : {"", "-wal", "-shm", ".lock"}) QFile::remove(db + QLatin1String(end));
}

// The first record of tests/data/`file` (a line of a .jsonl file, or a whole .json file).
inline QJsonObject firstRecord(const QString& file)
{
    QFile f(QStringLiteral(REBELOTE_TEST_DATA "/") + file);
    if (!f.open(QIODevice::ReadOnly)) return {};
    const QByteArray line = f.readLine();
    return QJsonDocument::fromJson(line.trimmed().isEmpty() ? f.readAll() : line).object();
}

// No history and no settings left by an earlier test.
inline void freshFiles()
{
    removeHistory();
    QFile::remove(rebelote::Settings().path());
}

// The windows made while it lives speak `language` ("en", "fr"), as their settings say
// (Settings ▸ Configure ▸ Language); the language before comes back after.
struct Speaking {
    QString before;
    explicit Speaking(const QString& language)
    {
        rebelote::Settings s;
        s.load();
        before = s.language;
        s.language = language;
        s.save();
    }
    ~Speaking()
    {
        rebelote::Settings s;
        s.load();
        s.language = before;
        s.save();
        rebelote::installTranslations(before);
    }
};

// Answers its seat's calls from a list in order ("80H", "pass", "take", "S", "coinche",
// "surcoinche"; "coinche!" = coinche out of turn at the next offer), passes once the list
// is used up, declares its most valuable combination and plays its first legal card (the
// lowest in the order 7S 8S … AS 7H … AC).
class ScriptedPlayer : public Player {
public:
    explicit ScriptedPlayer(QStringList calls) : calls_(std::move(calls)) {}
    const char* name() const override { return "scripted"; }

    Call chooseCall(const Deal& deal, Seat seat, const CallList& legal) override
    {
        if (next_ >= calls_.size() || calls_[next_].endsWith(QLatin1Char('!'))) return Call::pass();
        const QString word = calls_[next_++];
        const std::optional<Suit> ret = deal.retourne() ? std::optional<Suit>(suitOf(*deal.retourne())) : std::nullopt;
        const auto call = parseCall(word.toStdString(), deal.rules().isClassic(), ret);
        if (!call || !legal.contains(*call)) {
            qCritical("test script: %c may not call %s now; passing", seatLetter(seat), qPrintable(word));
            return Call::pass();
        }
        return *call;
    }
    bool coincheOutOfTurn(const Deal&, Seat) override
    {
        if (next_ < calls_.size() && calls_[next_] == QLatin1String("coinche!")) {
            ++next_;
            return true;
        }
        return false;
    }
    DeclarationSet chooseDeclarations(const Deal& deal, Seat, const DeclarationChoices& choices) override
    {
        const Strain strain = deal.contract()->strain;
        DeclarationSet best = *choices.begin();
        for (const DeclarationSet& s : choices)
            if (s.value(strain) > best.value(strain)) best = s;
        return best;
    }
    Card chooseCard(const Deal&, Seat, CardSet legal) override { return legal.first(); }

private:
    QStringList calls_;
    qsizetype next_ = 0;
};

// "E:80H N:pass W:coinche!" -> each seat's list.
inline std::array<QStringList, 4> scriptBySeat(const QString& script)
{
    std::array<QStringList, 4> out;
    for (const QString& entry : script.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QStringList sc = entry.split(QLatin1Char(':'));
        if (sc.size() != 2) testutil::badRow("bad script entry " + entry);
        out[int(testutil::seat(sc[0]))] << sc[1];
    }
    return out;
}

// Computer players that answer each seat's script (scriptBySeat's form).
inline std::function<std::shared_ptr<Player>(Seat, std::uint64_t)> scriptedPlayers(const QString& script)
{
    const auto bySeat = scriptBySeat(script);
    return [bySeat](Seat s, std::uint64_t) -> std::shared_ptr<Player> {
        return std::make_shared<ScriptedPlayer>(bySeat[int(s)]);
    };
}

// Coinche, one deal, South deals, so West speaks and leads first. Four seats can declare:
// South a tierce (7D 8D 9D) and the belote of hearts, East a cinquante (TD to KD), North a
// cent (9S to KS), West a tierce (7C 8C 9C). `calls` is the bots' script: by default East
// bids 80♣, North 90♠, West 100♥, then South, the person, is asked.
inline GameSetup fourDeclarersCoinche(const QString& calls = QStringLiteral("E:80C N:90S W:100H"))
{
    const QStringList hands = {"KH QH AH 7D 8D 9D TC JC", "TH JH TD JD QD KD QC KC", "9S TS JS QS KS 7H AD AC",
                               "7C 8C 9C 7S 8S AS 8H 9H"};
    GameSetup setup;
    setup.rules = testutil::rules(QStringLiteral("coinche deals=1"));
    setup.seed = 31;
    setup.firstDeal =
        Deal::fromDeck(setup.rules, Seat::South, testutil::coincheDeck(Seat::South, hands), testutil::pattern("3-3-2"));
    setup.makePlayer = scriptedPlayers(calls);
    return setup;
}

// Classic, South deals: West, North and East pass before South is asked about the retourne.
inline GameSetup classicSouthDeals()
{
    GameSetup setup;
    setup.rules = Rules::fromPreset(Preset::Classic);
    setup.seed = 8;
    Game game(setup.rules, setup.seed);
    game.setDealer(Seat::South);
    setup.firstDeal = game.nextDeal();
    setup.makePlayer = scriptedPlayers({});
    return setup;
}

// Whether the person, at South, is asked a decision of that kind.
inline bool southTo(const GameController& c, DecisionKind kind)
{
    const Decision d = c.pending();
    return c.humanToAct() && d.seat == Seat::South && d.kind == kind;
}

// South's answers until `done`: Enter passes, declares, plays; Space gathers a trick. The
// keys go where the keyboard is, `window`'s focus widget (else `fallback`). False if a wait
// for the game to ask something ran past `wait` ms, or `done` was not reached.
inline bool playUntil(QWidget& window, QWidget* fallback, GameController& c, const std::function<bool()>& done,
                      int wait = 20000)
{
    using Stage = GameController::Stage;
    for (int guard = 0; guard < 200 && !done(); ++guard) {
        if (!QTest::qWaitFor(
                [&] {
                    return c.humanToAct() || c.stage() == Stage::TrickPause || c.stage() == Stage::DealOver ||
                           c.stage() == Stage::GameOver || done();
                },
                wait))
            return false;
        settle();
        if (done()) break;
        QWidget* target = window.focusWidget() ? window.focusWidget() : fallback;
        QTest::keyClick(target, c.stage() == Stage::TrickPause ? Qt::Key_Space : Qt::Key_Return);
        settle();
    }
    settle();
    return done();
}

// What of the status bar runs into what, or past its edge: its visible lines, and the
// message QStatusBar draws from x = 6 until the first permanent widget. Empty: all apart.
inline QStringList statusBarOverlaps(const QStatusBar* bar)
{
    struct Item {
        QString name;
        QRect rect;
    };
    std::vector<Item> items;
    for (QWidget* w : bar->findChildren<QWidget*>(Qt::FindDirectChildrenOnly)) {
        const auto* l = qobject_cast<QLabel*>(w);
        if (!l || !w->isVisible() || w->geometry().isEmpty()) continue;
        items.push_back({QStringLiteral("%1 \"%2\"").arg(l->objectName(), l->text().left(40)), l->geometry()});
    }
    if (const QString message = bar->currentMessage(); !message.isEmpty()) {
        const int right = std::min(6 + bar->fontMetrics().horizontalAdvance(message), bar->width());
        items.push_back({QStringLiteral("the message"), QRect(QPoint(6, 0), QPoint(right, bar->height() - 1))});
    }
    auto shown = [](const QRect& r) {
        return QStringLiteral("(%1,%2 %3x%4)").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
    };
    QStringList faults;
    if (items.empty()) faults << QStringLiteral("the bar shows nothing");
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (!bar->rect().contains(items[i].rect))
            faults << QStringLiteral("%1 %2 is cut by the bar's edge").arg(items[i].name, shown(items[i].rect));
        for (std::size_t j = i + 1; j < items.size(); ++j)
            if (items[i].rect.intersects(items[j].rect))
                faults << QStringLiteral("%1 %2 meets %3 %4")
                              .arg(items[i].name, shown(items[i].rect), items[j].name, shown(items[j].rect));
    }
    return faults;
}

inline rebelote::DealSummary summaryOf(const Rules& rules, const DealFacts& facts, std::array<int, 2> before,
                                       int heldBefore = 0)
{
    rebelote::DealSummary s;
    s.rules = rules;
    s.contract = facts.contract;
    s.result = scoreDeal(rules, facts);
    s.added = s.result.score;
    if (heldBefore > 0) s.added[int(*s.result.winner())] += heldBefore;
    s.heldBefore = heldBefore;
    s.gameScores = {before[0] + s.added[0], before[1] + s.added[1]};
    s.dealNumber = 7;
    s.seatNames = {QStringLiteral("You"), QStringLiteral("East"), QStringLiteral("North"), QStringLiteral("West")};
    s.dealer = Seat::West;
    return s;
}

inline DealFacts facts(Seat taker, Strain strain, int value, int coinche, std::array<int, 2> tricks,
                       std::array<int, 2> cardPoints, Team last, std::array<int, 2> belote = {},
                       std::array<int, 2> decl = {})
{
    DealFacts f;
    f.contract = Contract{taker, strain, value, coinche};
    f.tricks = tricks;
    f.cardPoints = cardPoints;
    f.lastTrick = last;
    f.belote = belote;
    f.declarations = decl;
    return f;
}

// Nothing visible is cut: each button at least as large as its text needs, each label
// as tall as its text at its width, everything inside the panel.
inline QString cutOff(QWidget* panel)
{
    for (QWidget* w : panel->findChildren<QWidget*>()) {
        if (!w->isVisible()) continue;
        const QRect inPanel(w->mapTo(panel, QPoint(0, 0)), w->size());
        if (!panel->rect().contains(inPanel)) return w->objectName() + QStringLiteral(" outside the panel");
        if (auto* b = qobject_cast<rebelote::PanelButton*>(w)) {
            if (b->width() < b->minimumSizeHint().width() || b->height() < b->minimumSizeHint().height())
                return QStringLiteral("%1 %2x%3 < %4x%5")
                    .arg(b->objectName())
                    .arg(b->width())
                    .arg(b->height())
                    .arg(b->minimumSizeHint().width())
                    .arg(b->minimumSizeHint().height());
        } else if (auto* l = qobject_cast<QLabel*>(w)) {
            if (l->text().isEmpty()) continue;
            const int needed = l->wordWrap() ? l->heightForWidth(l->width()) : l->minimumSizeHint().height();
            if (l->height() < needed || (!l->wordWrap() && l->width() < l->minimumSizeHint().width()))
                return QStringLiteral("label %1 (%2) %3x%4")
                    .arg(l->objectName(), l->text())
                    .arg(l->width())
                    .arg(l->height());
        }
    }
    return {};
}

// A deal's summary of each way a deal is scored (RULES.md §7), with the par known and
// long: what the summary panel must show whole wherever it is shown.
inline std::vector<std::pair<QString, rebelote::DealSummary>> summaryCases(const std::array<QString, 4>& names)
{
    const Rules coinche = Rules::fromPreset(Preset::Coinche), classic = Rules::fromPreset(Preset::Classic);
    const Rules montpellier = Rules::fromPreset(Preset::CoincheMontpellier);
    std::vector<std::pair<QString, rebelote::DealSummary>> out = {
        {QStringLiteral("ffb made"),
         summaryOf(coinche, facts(Seat::North, Strain::Hearts, 110, 1, {6, 2}, {102, 50}, Team::NS, {20, 0}),
                   {1500, 1480})},
        {QStringLiteral("ffb coinched made"),
         summaryOf(coinche, facts(Seat::North, Strain::Hearts, 110, 2, {6, 2}, {110, 42}, Team::NS, {20, 0}, {50, 0}),
                   {1500, 1480})},
        {QStringLiteral("ffb surcoinched down"),
         summaryOf(coinche, facts(Seat::South, Strain::Spades, 90, 4, {3, 5}, {50, 92}, Team::EW, {20, 20}, {0, 50}),
                   {1500, 1480})},
        {QStringLiteral("ffb capot"),
         summaryOf(coinche, facts(Seat::North, Strain::Hearts, 110, 1, {8, 0}, {152, 0}, Team::NS, {20, 0}, {0, 20}),
                   {1500, 1480})},
        {QStringLiteral("ffb litige"),
         summaryOf(coinche, facts(Seat::North, Strain::Hearts, 80, 1, {4, 4}, {71, 81}, Team::NS), {1500, 1480})},
        {QStringLiteral("montpellier made"),
         summaryOf(montpellier, facts(Seat::South, Strain::Hearts, 100, 1, {5, 3}, {88, 54}, Team::NS, {20, 0}),
                   {1500, 1480})},
        {QStringLiteral("montpellier coinched down"),
         summaryOf(montpellier, facts(Seat::South, Strain::Hearts, 100, 2, {3, 5}, {60, 92}, Team::EW, {0, 20}),
                   {1500, 1480})},
        {QStringLiteral("classic down"),
         summaryOf(classic, facts(Seat::South, Strain::Hearts, 0, 1, {3, 5}, {60, 82}, Team::EW, {0, 20}, {20, 0}),
                   {800, 700})},
        {QStringLiteral("classic made, litige points from before"),
         summaryOf(classic, facts(Seat::South, Strain::Spades, 0, 1, {5, 3}, {90, 62}, Team::NS), {800, 700}, 81)},
    };
    for (auto& [name, s] : out) {
        s.seatNames = names;
        s.par = rebelote::DealSummary::Par::Known;
        s.parYou = -1000;
        s.parBots = 1000;
        s.dealAgain = true;
    }
    return out;
}

}  // namespace guitest
