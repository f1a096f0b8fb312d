// The History window, offscreen, over a history filled by playing games headless (every
// seat played through the controller, the recorder attached): the games and deals lists and
// their columns, each filter against a direct count over the store, sorting, Enter asking
// for a replay, the statistics against a direct count (analyses included), export, import
// (one good, one duplicate, one bad record), deleting a game and deleting deals after
// asking. Screenshots of both tabs go to /tmp/history.png (all games), /tmp/history-game.png
// (the game in progress) and /tmp/history-stats.png.
#include "app/analysis/dealanalysis.h"
#include "app/controller/gametext.h"
#include "app/controller/language.h"
#include "app/history/historyrecorder.h"
#include "app/history/historystore.h"
#include "app/ui/historystats.h"
#include "app/ui/historywindow.h"
#include "engine/record.h"
#include "historylists.h"
#include "historytestutil.h"

#include <QApplication>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QFile>
#include <QLabel>
#include <QLineSeries>
#include <QMessageBox>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <functional>

using namespace belote;
using namespace rebelote;
using namespace historytest;

namespace {

// Plays `setup` through `c` until `deals` deals are recorded (0: to the end of the game).
void play(GameController& c, const GameSetup& setup, int deals, unsigned salt)
{
    MoveCounter count(&c);
    c.newGame(setup);
    while ((deals == 0 || int(count.records.size()) < deals) && step(c, salt)) {}
}

std::vector<DealRow> allDeals(const HistoryStore& store)
{
    std::vector<DealRow> out;
    for (const GameRow& g : store.games())
        for (DealRow& d : store.deals(g.id)) out.push_back(std::move(d));
    for (DealRow& d : store.importedDeals()) out.push_back(std::move(d));
    return out;
}

// The locale's short date and time, without seconds.
QString shortDate(const QDateTime& utc)
{
    QString format = QLocale().dateTimeFormat(QLocale::ShortFormat);
    format.remove(QStringLiteral(":ss"));
    return QLocale().toString(utc.toLocalTime(), format);
}

QSet<qint64> ids(const QAbstractItemModel* m)
{
    QSet<qint64> out;
    for (int r = 0; r < m->rowCount(); ++r) out << m->index(r, 0).data(DealIdRole).toLongLong();
    return out;
}

// Imports through the window and waits for its report (the import runs off the window's
// thread) and the lists read again; the report, or one with an error when it did not start
// or end.
ImportReport importAndWait(HistoryWindow* window, const QStringList& paths)
{
    ImportReport out;
    bool finished = false;
    const auto c = QObject::connect(window, &HistoryWindow::importFinished, window, [&](const ImportReport& r) {
        out = r;
        finished = true;
    });
    if (!window->importFiles(paths)) out.error = QStringLiteral("the import did not start");
    else if (!QTest::qWaitFor([&] { return finished; }, 120000)) out.error = QStringLiteral("the import did not end");
    else if (!rowsShown(window)) out.error = QStringLiteral("the lists were not read again");
    QObject::disconnect(c);
    return out;
}

// Ages game `gameId` and its deals by `days` days, through a connection of the test's own
// (the store stamps the time itself).
bool ageGame(const QString& path, qint64 gameId, int days)
{
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("age"));
        db.setDatabaseName(path);
        const QString then = QDateTime::currentDateTimeUtc().addDays(-days).toString(Qt::ISODateWithMs);
        QSqlQuery q(db);
        ok = db.open() && q.prepare(QStringLiteral("UPDATE deals SET saved_at = ? WHERE game_id = ?"));
        q.addBindValue(then);
        q.addBindValue(gameId);
        ok = ok && q.exec() && q.prepare(QStringLiteral("UPDATE games SET started_at = ?, ended_at = ? WHERE id = ?"));
        q.addBindValue(then);
        q.addBindValue(then);
        q.addBindValue(gameId);
        ok = ok && q.exec();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("age"));
    return ok;
}

// Plays deal 1 of a new game on from the deal `parent` after `moves` of its calls and cards,
// recorded as the replay's Play on records it (branchFrom(), then a game whose first deal is
// the parent's deal, dealt again): the new deal's id, 0 when it was not saved.
qint64 playOnFrom(HistoryStore& store, GameController& c, HistoryRecorder& recorder, qint64 parent, int moves,
                  unsigned salt)
{
    QJsonObject fresh = store.deal(parent)->record;
    for (const char* key : {"calls", "play", "declarations", "result", "hands"}) fresh.remove(QLatin1String(key));
    const auto dealt = readRecord(fresh);
    if (!dealt) return 0;
    GameSetup s = people(Preset::Classic, salt);
    s.firstDeal = dealt.value->deal;
    recorder.branchFrom(parent, moves);
    const std::optional<qint64> before = recorder.lastDealId();
    c.newGame(s);
    while (c.dealNumber() == 1 && step(c, salt)) {}
    if (!recorder.waitForWrites() || recorder.lastDealId() == before) return 0;
    return recorder.lastDealId().value_or(0);
}

}  // namespace

class TestGuiHistory : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    HistoryStore store_;
    std::unique_ptr<HistoryWindow> window_;
    qint64 oldGame_ = 0;         // played "ten days ago"
    qint64 playingGame_ = 0;     // left in progress
    QJsonObject unsavedRecord_;  // a deal played but not recorded
    // A second history, for the deals played on from a replay (issue 31): game A (classic,
    // 3 deals, ten days old); B played on from A's deal 1 after 5 moves, C from its start; D
    // from A's deal 2 after 7 moves, then A's deal 2 deleted.
    HistoryStore playOnStore_;
    std::unique_ptr<HistoryWindow> playOnWindow_;
    qint64 gameA_ = 0, parent_ = 0, notPlayedOn_ = 0;
    qint64 childAfter5_ = 0, childFromStart_ = 0, orphan_ = 0;
    qint64 gameB_ = 0;

    QTableView* gamesView() { return window_->findChild<QTableView*>(QStringLiteral("gamesView")); }
    QTableView* dealsView() { return window_->findChild<QTableView*>(QStringLiteral("dealsView")); }
    void fillPlayOnHistory();
    // The played-on history's window, shown at its first use (the main one hidden then).
    HistoryWindow* playOnWindow();

    void selectAllGames()
    {
        QTableView* v = gamesView();
        for (int r = 0; r < v->model()->rowCount(); ++r)
            if (v->model()->index(r, 0).data(GameIdRole).toLongLong() == HistoryGamesModel::kAllGamesId)
                v->selectRow(r);
    }

    void clearFilters()
    {
        window_->findChild<QPushButton*>(QStringLiteral("clearFilters"))->click();
        QCOMPARE(window_->dealsProxy()->rowCount() > 0, true);
    }

private slots:
    void initTestCase();
    void listsGamesAndDeals();
    void filters_data();
    void filters();
    void gameSelectionShowsItsDeals();
    void sortsByMarks();
    void enterAsksForAReplay();
    void escapeClosesAnOpenListFirst_data();
    void escapeClosesAnOpenListFirst();
    void statistics();
    void screenshots();
    void exportsTheSelection();
    void importsGoodDuplicateAndBad();
    void statisticsAsReadBefore();
    void againstTheBots();
    void setDealsAreNoGames_data();
    void setDealsAreNoGames();
    void deleteAsksFirst();
    void deleteDealsAsksFirst();
    void savedDealsAddTheirRows();
    void playedOnDealSaysFromWhich_data();
    void playedOnDealSaysFromWhich();
    void playedOnLinkShowsItsDeal_data();
    void playedOnLinkShowsItsDeal();
    void deletedParentHasNoLink();
};

void TestGuiHistory::initTestCase()
{
    // English as the game speaks it, with its plurals ("1 deal added").
    QCOMPARE(installTranslations(QStringLiteral("en")), QStringLiteral("en"));
    QVERIFY(dir_.isValid());
    const auto opened = store_.open(dir_.filePath(QStringLiteral("history.db")));
    QVERIFY2(opened.ok && opened.message.isEmpty(), qPrintable(opened.message));
    {
        GameController c;
        c.setPace(0);
        HistoryRecorder recorder(&store_, &c);
        play(c, people(Preset::Classic, 3), 0, 1);  // to the end
        QCOMPARE(c.stage(), GameController::Stage::GameOver);
        QVERIFY(recorder.waitForWrites());
        oldGame_ = *recorder.gameId();
        play(c, people(Preset::Coinche, 4), 5, 2);  // abandoned by the next
        play(c, people(Preset::CoincheMontpellier, 5), 0, 3);
        QCOMPARE(c.stage(), GameController::Stage::GameOver);
        play(c, people(Preset::ClassicNoAnnonces, 6), 3, 4);  // in progress
        QVERIFY(recorder.waitForWrites());
        playingGame_ = *recorder.gameId();
    }
    {
        GameController c;  // not recorded: a deal the history does not have
        c.setPace(0);
        MoveCounter count(&c);
        c.newGame(people(Preset::Coinche, 77));
        while (count.records.empty() && step(c, 9)) {}
        QVERIFY(!count.records.empty());
        unsavedRecord_ = count.records.front();
    }
    // The first game played ten days ago.
    QVERIFY(ageGame(dir_.filePath(QStringLiteral("history.db")), oldGame_, 10));
    fillPlayOnHistory();
    if (QTest::currentTestFailed()) return;

    const auto games = store_.games();
    QCOMPARE(int(games.size()), 4);
    QCOMPARE(games[0].status, GameStatus::Finished);
    QCOMPARE(games[1].status, GameStatus::Abandoned);
    QCOMPARE(games[3].status, GameStatus::Playing);
    const auto deals = allDeals(store_);
    QVERIFY(deals.size() >= 15);
    // The filters below need some of each.
    auto count = [&](const std::function<bool(const DealRow&)>& f) {
        return std::count_if(deals.begin(), deals.end(), f);
    };
    QVERIFY(count([](const DealRow& d) { return d.taker == Seat::South; }) > 0);
    QVERIFY(count([](const DealRow& d) { return d.made == true; }) > 0);
    QVERIFY(count([](const DealRow& d) { return d.made == false; }) > 0);

    window_ = std::make_unique<HistoryWindow>(&store_);
    window_->resize(1100, 700);
    window_->show();
    QVERIFY(rowsShown(window_.get()));
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    window_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window_.get()));
}

void TestGuiHistory::listsGamesAndDeals()
{
    HistoryGamesModel* gm = window_->gamesModel();
    const auto games = store_.games();
    QCOMPARE(gm->rowCount(), 1 + int(games.size()));  // "All games", no imported deal yet
    QCOMPARE(gm->index(0, HistoryGamesModel::Game).data().toString(), QStringLiteral("All games"));
    // The newest game first, under the pseudo-row.
    QCOMPARE(gamesView()->model()->index(1, 0).data(GameIdRole).toLongLong(), playingGame_);
    for (int r = 1; r < gm->rowCount(); ++r) {
        const GameRow* g = gm->game(r);
        QVERIFY(g);
        QCOMPARE(gm->index(r, HistoryGamesModel::Preset).data().toString(),
                 presetTitle(*parsePreset(g->preset.toStdString())));
        QCOMPARE(gm->index(r, HistoryGamesModel::Deals).data().toInt(), g->deals);
        QCOMPARE(gm->index(r, HistoryGamesModel::Date).data().toString(), shortDate(g->startedAt));
        const QString result = gm->index(r, HistoryGamesModel::Result).data().toString();
        if (g->id == playingGame_) QCOMPARE(result, QStringLiteral("In progress"));
        else if (g->status == GameStatus::Abandoned) QCOMPARE(result, QStringLiteral("Abandoned"));
        else QCOMPARE(result, *g->winner == Team::NS ? QStringLiteral("Won") : QStringLiteral("Lost"));
    }

    HistoryDealsModel* dm = window_->dealsModel();
    const auto deals = allDeals(store_);
    QCOMPARE(dm->rowCount(), int(deals.size()));
    QCOMPARE(window_->dealsProxy()->rowCount(), int(deals.size()));  // "All games" selected
    int classicTaken = 0;
    for (int r = 0; r < dm->rowCount(); ++r) {
        const DealRow& d = deals[std::size_t(r)];
        auto cell = [&](int col) { return dm->index(r, col).data().toString(); };
        QCOMPARE(dm->index(r, 0).data(DealIdRole).toLongLong(), d.id);
        QCOMPARE(cell(HistoryDealsModel::Game).toLongLong(), *d.gameId);
        QCOMPARE(cell(HistoryDealsModel::Number).toInt(), d.number);
        QCOMPARE(cell(HistoryDealsModel::Date), shortDate(d.savedAt));
        QCOMPARE(cell(HistoryDealsModel::MarksNS).toInt(), d.marks[0]);
        QCOMPARE(cell(HistoryDealsModel::MarksEW).toInt(), d.marks[1]);
        // The contract and taker as the engine reads the record.
        const auto rec = readRecord(d.record);
        QVERIFY2(rec, qPrintable(rec.error));
        const DealResult res = rec.value->deal.result();
        if (res.contract) {
            // Classic: the retourne the taker picked up, read from the stored record.
            const bool classic = rec.value->deal.rules().isClassic();
            QCOMPARE(classic, rec.value->deal.retourne().has_value());
            QString contract = contractText(*res.contract, classic, false);
            if (classic) {
                contract += QStringLiteral(" (retourne %1)").arg(cardShort(*rec.value->deal.retourne()));
                ++classicTaken;
            }
            QCOMPARE(cell(HistoryDealsModel::Contract), contract);
            QVERIFY2(cell(HistoryDealsModel::Taker).startsWith(seatWord(res.contract->taker)),
                     qPrintable(cell(HistoryDealsModel::Taker)));
            QCOMPARE(cell(HistoryDealsModel::Coinche).isEmpty(), res.contract->coinche == 1);
        } else {
            QVERIFY(cell(HistoryDealsModel::Contract).isEmpty());
            QCOMPARE(cell(HistoryDealsModel::Result), QStringLiteral("Passed"));
        }
    }
    QVERIFY(classicTaken > 0);
}

void TestGuiHistory::filters_data()
{
    QTest::addColumn<int>("preset");   // -1: all
    QTest::addColumn<int>("outcome");  // HistoryFilter::OutcomeGroup
    QTest::addColumn<bool>("mine");
    QTest::addColumn<int>("fromDaysAgo");  // -1: no bound
    QTest::addColumn<int>("toDaysAgo");
    using O = HistoryFilter::OutcomeGroup;
    QTest::newRow("preset: classic") << int(Preset::Classic) << int(O::Any) << false << -1 << -1;
    QTest::newRow("preset: coinche") << int(Preset::Coinche) << int(O::Any) << false << -1 << -1;
    QTest::newRow("preset: classic, no declarations")
        << int(Preset::ClassicNoAnnonces) << int(O::Any) << false << -1 << -1;
    QTest::newRow("outcome: made") << -1 << int(O::Made) << false << -1 << -1;
    QTest::newRow("outcome: down") << -1 << int(O::Down) << false << -1 << -1;
    QTest::newRow("outcome: passed") << -1 << int(O::Passed) << false << -1 << -1;
    QTest::newRow("contracts I took") << -1 << int(O::Any) << true << -1 << -1;
    QTest::newRow("contracts I took, made") << -1 << int(O::Made) << true << -1 << -1;
    QTest::newRow("date: from 5 days ago") << -1 << int(O::Any) << false << 5 << -1;
    QTest::newRow("date: to 5 days ago") << -1 << int(O::Any) << false << -1 << 5;
    QTest::newRow("date: from 11 to 9 days ago") << -1 << int(O::Any) << false << 11 << 9;
    QTest::newRow("date: today, coinche, made") << int(Preset::Coinche) << int(O::Made) << false << 0 << 0;
}

void TestGuiHistory::filters()
{
    QFETCH(int, preset);
    QFETCH(int, outcome);
    QFETCH(bool, mine);
    QFETCH(int, fromDaysAgo);
    QFETCH(int, toDaysAgo);
    selectAllGames();
    auto* presetBox = window_->findChild<QComboBox*>(QStringLiteral("presetFilter"));
    auto* outcomeBox = window_->findChild<QComboBox*>(QStringLiteral("outcomeFilter"));
    presetBox->setCurrentIndex(presetBox->findData(preset));
    outcomeBox->setCurrentIndex(outcomeBox->findData(outcome));
    window_->findChild<QCheckBox*>(QStringLiteral("takenByMeFilter"))->setChecked(mine);
    const QDate today = QDate::currentDate();
    window_->findChild<QCheckBox*>(QStringLiteral("fromFilter"))->setChecked(fromDaysAgo >= 0);
    window_->findChild<QDateEdit*>(QStringLiteral("fromDate"))->setDate(today.addDays(-fromDaysAgo));
    window_->findChild<QCheckBox*>(QStringLiteral("toFilter"))->setChecked(toDaysAgo >= 0);
    window_->findChild<QDateEdit*>(QStringLiteral("toDate"))->setDate(today.addDays(-toDaysAgo));

    QSet<qint64> expected;
    for (const DealRow& d : allDeals(store_)) {
        const QDate day = d.savedAt.toLocalTime().date();
        if (preset >= 0 && d.preset != QLatin1String(presetName(Preset(preset)))) continue;
        if (outcome == int(HistoryFilter::OutcomeGroup::Made) && d.outcome != Outcome::Made &&
            d.outcome != Outcome::Capot)
            continue;
        if (outcome == int(HistoryFilter::OutcomeGroup::Down) && d.outcome != Outcome::Down &&
            d.outcome != Outcome::CapotAgainst)
            continue;
        if (outcome == int(HistoryFilter::OutcomeGroup::Passed) && d.outcome != Outcome::Passed) continue;
        if (mine && d.taker != Seat::South) continue;
        if (fromDaysAgo >= 0 && day < today.addDays(-fromDaysAgo)) continue;
        if (toDaysAgo >= 0 && day > today.addDays(-toDaysAgo)) continue;
        expected << d.id;
    }
    QCOMPARE(ids(dealsView()->model()), expected);
    // The games list follows the preset and the dates.
    for (int r = 0; r < gamesView()->model()->rowCount(); ++r) {
        const qint64 id = gamesView()->model()->index(r, 0).data(GameIdRole).toLongLong();
        if (id < 0) continue;
        const auto g = store_.game(id);
        if (preset >= 0) QCOMPARE(g->preset, QLatin1String(presetName(Preset(preset))));
        if (toDaysAgo >= 1 && toDaysAgo < 10) QCOMPARE(id, oldGame_);
    }
    clearFilters();
    QCOMPARE(dealsView()->model()->rowCount(), int(allDeals(store_).size()));
}

void TestGuiHistory::gameSelectionShowsItsDeals()
{
    QTableView* v = gamesView();
    for (int r = 0; r < v->model()->rowCount(); ++r) {
        const qint64 id = v->model()->index(r, 0).data(GameIdRole).toLongLong();
        if (id < 0) continue;
        v->selectRow(r);
        QSet<qint64> expected;
        for (const DealRow& d : store_.deals(id)) expected << d.id;
        QCOMPARE(ids(dealsView()->model()), expected);
    }
    selectAllGames();
}

void TestGuiHistory::sortsByMarks()
{
    QTableView* v = dealsView();
    v->sortByColumn(HistoryDealsModel::MarksNS, Qt::DescendingOrder);
    QAbstractItemModel* m = v->model();
    QVERIFY(m->rowCount() > 2);
    for (int r = 1; r < m->rowCount(); ++r)
        QVERIFY(m->index(r - 1, HistoryDealsModel::MarksNS).data().toInt() >=
                m->index(r, HistoryDealsModel::MarksNS).data().toInt());
    QVERIFY(m->index(0, HistoryDealsModel::MarksNS).data().toInt() >
            m->index(m->rowCount() - 1, HistoryDealsModel::MarksNS).data().toInt());
    v->sortByColumn(HistoryDealsModel::MarksEW, Qt::AscendingOrder);
    for (int r = 1; r < m->rowCount(); ++r)
        QVERIFY(m->index(r - 1, HistoryDealsModel::MarksEW).data().toInt() <=
                m->index(r, HistoryDealsModel::MarksEW).data().toInt());
    v->sortByColumn(HistoryDealsModel::Game, Qt::AscendingOrder);
}

void TestGuiHistory::enterAsksForAReplay()
{
    QSignalSpy spy(window_.get(), &HistoryWindow::replayRequested);
    QTableView* v = dealsView();
    v->setFocus();
    v->selectRow(2);
    v->setCurrentIndex(v->model()->index(2, 0));
    const qint64 id = v->model()->index(2, 0).data(DealIdRole).toLongLong();
    QTest::keyClick(v, Qt::Key_Return);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toLongLong(), id);
    window_->findChild<QPushButton*>(QStringLiteral("replayButton"))->click();
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.at(1).at(0).toLongLong(), id);
    v->clearSelection();
}

// Escape in an open drop-down (a filter's list) closes the drop-down, and
// the window stays; Escape then closes the window (issue 44: the first closed the window).
void TestGuiHistory::escapeClosesAnOpenListFirst_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("the rules filter") << QStringLiteral("presetFilter");
    QTest::newRow("the outcome filter") << QStringLiteral("outcomeFilter");
}

void TestGuiHistory::escapeClosesAnOpenListFirst()
{
    QFETCH(QString, name);
    auto* box = window_->findChild<QWidget*>(name);
    QVERIFY(box);
    box->setFocus();
    auto* combo = qobject_cast<QComboBox*>(box);
    QVERIFY(combo);
    combo->showPopup();
    QTRY_VERIFY(QApplication::activePopupWidget());
    QWidget* popup = QApplication::activePopupWidget();
    QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : popup, Qt::Key_Escape);
    QTRY_VERIFY(!QApplication::activePopupWidget());
    QVERIFY(window_->isVisible());
    // Escape with nothing open closes the window; shown again for the tests after.
    QTest::keyClick(box, Qt::Key_Escape);
    QVERIFY(!window_->isVisible());
    window_->show();
    window_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window_.get()));
}

void TestGuiHistory::statistics()
{
    // A direct count over the store.
    auto direct = [this] {
        HistoryStats s;
        for (const GameRow& g : store_.games()) {
            if (g.status == GameStatus::Finished) {
                auto& w = s.gamesByPreset[std::size_t(*parsePreset(g.preset.toStdString()))];
                (*g.winner == Team::NS ? w.won : w.lost) += 1;
            }
            for (const DealRow& d : store_.deals(g.id)) {
                s.marks.push_back({d.savedAt, d.marks});
                const auto rec = readRecord(d.record);
                const DealResult res = rec.value->deal.result();
                if (res.contract && res.contract->taker == Seat::South) {
                    for (auto* t : {&s.takenByPreset[std::size_t(rec.value->deal.rules().preset)],
                                    &s.takenByStrain[std::size_t(res.contract->strain)]}) {
                        if (res.outcome == Outcome::Made || res.outcome == Outcome::Capot) ++t->made;
                        else if (res.outcome == Outcome::Down || res.outcome == Outcome::CapotAgainst) ++t->down;
                        else ++t->litige;
                    }
                }
                if (const auto a = store_.analysis(d.id)) {
                    QString error;
                    const auto analysis = DealAnalysis::fromJson(*a, &error);
                    if (!analysis) continue;
                    ++s.analysedDeals;
                    for (const CardDecision& c : analysis->cards) {
                        if (c.seat != Seat::South || c.forced()) continue;
                        ++s.southChoices;
                        if (c.playedLostMarks()) ++s.southCardsLosing;
                        s.southMarksLost += c.lost();
                    }
                }
            }
        }
        std::stable_sort(s.marks.begin(), s.marks.end(),
                         [](const auto& a, const auto& b) { return a.savedAt < b.savedAt; });
        return s;
    };
    const HistoryStats before = computeStats(store_);
    QCOMPARE(before, direct());
    QVERIFY(before.gamesWon() + before.gamesLost() == 2);
    QCOMPARE(before.analysedDeals, 0);

    auto* tabs = window_->findChild<QTabWidget*>(QStringLiteral("historyTabs"));
    tabs->setCurrentWidget(window_->statsView());
    QTRY_COMPARE_WITH_TIMEOUT(window_->statsView()->stats(), before, 60000);  // counted by the writer
    auto* noAnalysis = window_->findChild<QLabel*>(QStringLiteral("noAnalysis"));
    QVERIFY(noAnalysis->isVisible());
    QVERIFY(noAnalysis->text().startsWith(QStringLiteral("No deal analysed yet")));

    // The exact values of three deals (the level's choices are not needed for the counts).
    int analysed = 0;
    for (const DealRow& d : store_.deals(oldGame_)) {
        if (!d.taker || analysed == 3) continue;
        AnalysisJob job;
        QString error;
        QVERIFY2(job.load(d.record, &error), qPrintable(error));
        while (!job.finished() &&
               (job.nextKind() == AnalysisJob::StepKind::CardValue || job.nextKind() == AnalysisJob::StepKind::Summary))
            QVERIFY(job.runStep());
        QVERIFY(store_.saveAnalysis(d.id, job.analysis().toJson()));
        ++analysed;
    }
    QCOMPARE(analysed, 3);
    window_->refresh();
    QVERIFY(rowsShown(window_.get()));
    const HistoryStats after = computeStats(store_);
    QCOMPARE(after.analysedDeals, 3);
    QVERIFY(after.southChoices > 0);
    const HistoryStats expected = direct();
    QCOMPARE(after.southChoices, expected.southChoices);
    QCOMPARE(after.southCardsLosing, expected.southCardsLosing);
    QVERIFY(qAbs(after.southMarksLost - expected.southMarksLost) < 1e-6);
    QTRY_COMPARE_WITH_TIMEOUT(window_->statsView()->stats(), after, 60000);  // counted by the writer
    QVERIFY(!noAnalysis->isVisible());
    QVERIFY(window_->findChild<QChartView*>(QStringLiteral("analysisChart"))->isVisible());
    tabs->setCurrentIndex(0);
}

// Your result against the bots: the difference of each deal played here with a par, oldest
// first, by preset (practice games and imported deals left out); the chart shows each
// deal and the means of the last 20 and 100, one preset at a time.
// A deal of a deal set is kept as a finished game of one deal: it counts against the bots'
// par in the sets' chart, never as a game won or lost.
void TestGuiHistory::setDealsAreNoGames_data()
{
    QTest::addColumn<bool>("ofASet");
    QTest::addColumn<int>("won");
    QTest::newRow("a game of one deal, won: a game won") << false << 1;
    QTest::newRow("a set's deal, won: no game") << true << 0;
}

void TestGuiHistory::setDealsAreNoGames()
{
    QFETCH(bool, ofASet);
    QFETCH(int, won);
    std::vector<GameRow> games(1);
    games[0].id = 7;
    games[0].preset = QStringLiteral("classic");
    games[0].status = GameStatus::Finished;
    games[0].winner = Team::NS;
    DealRow d;
    d.id = 70;
    d.gameId = 7;
    d.number = 1;
    d.preset = QStringLiteral("classic");
    QSet<qint64> setDeals;
    if (ofASet) setDeals.insert(d.id);
    const HistoryStats s = computeStats(games, {d}, {}, {}, setDeals);
    QCOMPARE(s.gamesWon(), won);
    QCOMPARE(s.gamesLost(), 0);
    QCOMPARE(int(s.marks.size()), 1);  // the deal's marks count either way
}

void TestGuiHistory::againstTheBots()
{
    std::vector<GameRow> games(2);
    games[0].id = 1;
    games[0].preset = QStringLiteral("coinche");
    games[1].id = 2;
    games[1].preset = QStringLiteral("classic");
    games[1].practice = true;
    std::vector<DealRow> deals;
    QHash<qint64, std::array<int, 2>> pars;
    std::vector<int> expected;
    const QDateTime start = QDateTime::currentDateTimeUtc();
    for (int i = 1; i <= 30; ++i) {
        DealRow d;
        d.id = i;
        d.gameId = i <= 25 ? 1 : 2;  // five of a practice game
        d.number = i;
        d.preset = i <= 25 ? QStringLiteral("coinche") : QStringLiteral("classic");
        d.savedAt = start.addSecs(100 - i);  // saved in reverse id order: oldest is id 30
        deals.push_back(d);
        if (i % 4 == 0) continue;  // no par
        pars.insert(i, {10 * (i % 7), 5 * (i % 5)});
    }
    DealRow imported;
    imported.id = 31;
    imported.preset = QStringLiteral("coinche");
    deals.push_back(imported);
    pars.insert(31, {100, 0});
    for (int i = 25; i >= 1; --i)
        if (i % 4 != 0) expected.push_back(10 * (i % 7) - 5 * (i % 5));
    const HistoryStats s = computeStats(games, deals, {}, pars);
    QCOMPARE(s.parDifferences[std::size_t(Preset::Coinche)], expected);
    QVERIFY(s.parDifferences[std::size_t(Preset::Classic)].empty());

    const std::vector<double> means = runningMeans({4, 8, -6, 10}, 2);
    QCOMPARE(means, (std::vector<double>{4, 6, 1, 2}));

    HistoryStatsView view;
    view.setStats(s);
    auto* chart = view.findChild<QChartView*>(QStringLiteral("parChart"));
    QVERIFY(chart && chart->chart());
    QCOMPARE(chart->chart()->series().size(), 3);
    for (QAbstractSeries* series : chart->chart()->series())
        QCOMPARE(static_cast<QLineSeries*>(series)->count(), int(expected.size()));
    QCOMPARE(chart->chart()->title(), QStringLiteral("You minus the bots: Coinche"));
    auto* presets = view.findChild<QComboBox*>(QStringLiteral("parPreset"));
    QCOMPARE(presets->count(), 1);  // one preset: no choice to offer
    view.resize(1100, 660);
    QVERIFY(view.grab().save(QStringLiteral("/tmp/history-stats-pars.png")));
    view.setStats(HistoryStats());
    QVERIFY(chart->parentWidget()->isHidden());  // nothing compared: no empty chart
}

void TestGuiHistory::screenshots()
{
    auto* tabs = window_->findChild<QTabWidget*>(QStringLiteral("historyTabs"));
    window_->resize(1100, 700);
    tabs->setCurrentIndex(0);
    selectAllGames();                      // as the window opens
    QCoreApplication::sendPostedEvents();  // the layout and the models' posted updates
    QVERIFY(window_->grab().save(QStringLiteral("/tmp/history.png")));
    gamesView()->selectRow(1);             // the game in progress
    QCoreApplication::sendPostedEvents();  // the layout and the models' posted updates
    QVERIFY(window_->grab().save(QStringLiteral("/tmp/history-game.png")));
    tabs->setCurrentWidget(window_->statsView());
    QTRY_COMPARE_WITH_TIMEOUT(window_->statsView()->stats(), computeStats(store_), 60000);  // counted by the writer
    QCoreApplication::sendPostedEvents();  // the layout and the models' posted updates
    QVERIFY(window_->grab().save(QStringLiteral("/tmp/history-stats.png")));
    tabs->setCurrentIndex(0);
    selectAllGames();
}

void TestGuiHistory::exportsTheSelection()
{
    QTableView* v = dealsView();
    v->clearSelection();
    // Three deals, picked out of order with Ctrl.
    const QList<int> rows{4, 1, 7};
    std::vector<qint64> picked;
    for (int r : rows) {
        v->selectionModel()->select(v->model()->index(r, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
        picked.push_back(v->model()->index(r, 0).data(DealIdRole).toLongLong());
    }
    std::sort(picked.begin(), picked.end());  // the view is sorted by game and deal: ids in order
    const QString path = dir_.filePath(QStringLiteral("three.jsonl"));
    QSignalSpy exported(window_.get(), &HistoryWindow::exportFinished);
    QVERIFY(window_->exportTo(path));
    QVERIFY(!exported.isEmpty() || exported.wait());
    QCOMPARE(exported.takeFirst().at(0).toString(), QString());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().split('\n');
    const auto records = store_.records(picked);
    QCOMPARE(lines.size(), int(records.size()) + 1);  // the last line ends with a newline
    for (std::size_t i = 0; i < records.size(); ++i) QCOMPARE(lines[qsizetype(i)], toJsonLine(records[i]));
    QVERIFY(lines.back().isEmpty());

    // No deal selected, one game: the game's deals.
    v->clearSelection();
    QTableView* g = gamesView();
    for (int r = 0; r < g->model()->rowCount(); ++r)
        if (g->model()->index(r, 0).data(GameIdRole).toLongLong() == oldGame_) g->selectRow(r);
    const QString gamePath = dir_.filePath(QStringLiteral("game.jsonl"));
    QVERIFY(window_->exportTo(gamePath));
    QVERIFY(!exported.isEmpty() || exported.wait());
    QCOMPARE(exported.takeFirst().at(0).toString(), QString());
    QFile gf(gamePath);
    QVERIFY(gf.open(QIODevice::ReadOnly));
    const QList<QByteArray> gameLines = gf.readAll().trimmed().split('\n');
    const auto gameDeals = store_.deals(oldGame_);
    QCOMPARE(gameLines.size(), qsizetype(gameDeals.size()));
    for (std::size_t i = 0; i < gameDeals.size(); ++i)
        QCOMPARE(gameLines[qsizetype(i)], toJsonLine(gameDeals[i].record));
    selectAllGames();
}

void TestGuiHistory::importsGoodDuplicateAndBad()
{
    const DealRow saved = store_.deals(oldGame_).front();
    QJsonObject bad = unsavedRecord_;
    bad.insert(QStringLiteral("dealer"), QStringLiteral("X"));
    const QString path = dir_.filePath(QStringLiteral("mixed.jsonl"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(toJsonLine(unsavedRecord_) + '\n');
        f.write(toJsonLine(saved.record) + '\n');
        f.write(toJsonLine(bad) + '\n');
    }
    const int before = window_->dealsModel()->rowCount();
    const ImportReport report = importAndWait(window_.get(), {path});
    QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
    QCOMPARE(report.added, 1);
    QCOMPARE(report.duplicates, 1);
    QCOMPARE(report.refused.size(), 1);
    QVERIFY2(report.refused.front().contains(QStringLiteral("mixed.jsonl:3:")), qPrintable(report.refused.front()));

    auto* box = window_->findChild<QMessageBox*>(QStringLiteral("importReport"));
    QVERIFY(box);
    QTRY_VERIFY(box->isVisible());
    QVERIFY2(box->text().contains(QStringLiteral("1 deal added")), qPrintable(box->text()));
    QVERIFY2(box->text().contains(QStringLiteral("1 deal already in the history")), qPrintable(box->text()));
    QVERIFY2(box->text().contains(QStringLiteral("1 record refused")), qPrintable(box->text()));
    QVERIFY(box->detailedText().contains(QStringLiteral("mixed.jsonl:3:")));
    box->button(QMessageBox::Ok)->click();

    // The lists refreshed: one deal more, and the "Imported deals" entry with it.
    QCOMPARE(window_->dealsModel()->rowCount(), before + 1);
    QTableView* g = gamesView();
    int importedRow = -1;
    for (int r = 0; r < g->model()->rowCount(); ++r)
        if (g->model()->index(r, 0).data(GameIdRole).toLongLong() == HistoryGamesModel::kImportedId) importedRow = r;
    QCOMPARE(importedRow, 1);  // under "All games", whatever the sort
    g->selectRow(importedRow);
    QCOMPARE(dealsView()->model()->rowCount(), 1);
    QCOMPARE(dealsView()->model()->index(0, HistoryDealsModel::Game).data().toString(), QStringLiteral("Imported"));
    QCOMPARE(dealsView()->model()->index(0, 0).data(DealIdRole).toLongLong(), store_.importedDeals().front().id);

    // The same file again: nothing added.
    const ImportReport again = importAndWait(window_.get(), {path});
    QCOMPARE(again.added, 0);
    QCOMPARE(again.duplicates, 2);
    if (auto* b = window_->findChild<QMessageBox*>(QStringLiteral("importReport"))) b->button(QMessageBox::Ok)->click();
    QCOMPARE(int(store_.importedDeals().size()), 1);
    selectAllGames();
}

// The statistics read in three queries (every deal without its record, every analysis) are
// the figures read as they were before: each game's deals with their records, each deal's
// analysis on its own. With an imported deal, an analysis of it, and an analysis of another
// version, which neither counts.
void TestGuiHistory::statisticsAsReadBefore()
{
    const std::vector<DealRow> imported = store_.importedDeals();
    QVERIFY(!imported.empty());
    const std::vector<DealRow> played = store_.deals(playingGame_);
    QVERIFY(!played.empty() && !store_.analysis(played.front().id));
    const QHash<qint64, QJsonObject> analyses = store_.allAnalyses();
    QCOMPARE(analyses.size(), 3);  // statistics() saved them
    QVERIFY(store_.saveAnalysis(imported.front().id, analyses.begin().value()));
    QVERIFY(store_.saveAnalysis(played.front().id, analyses.begin().value(), HistoryStore::kAnalysisVersion + 1));

    const std::vector<GameRow> games = store_.games();
    std::vector<DealRow> deals;
    QHash<qint64, QJsonObject> analysisOf;
    for (const GameRow& g : games)
        for (const DealRow& d : store_.deals(g.id)) {
            deals.push_back(d);
            if (const auto a = store_.analysis(d.id)) analysisOf.insert(d.id, *a);
        }
    const HistoryStats before = computeStats(games, deals, analysisOf);
    QCOMPARE(before.analysedDeals, 3);
    QCOMPARE(int(before.marks.size()), int(deals.size()));
    QCOMPARE(computeStats(store_), before);  // every figure, the marks lost to the last bit
}

void TestGuiHistory::deleteAsksFirst()
{
    QTableView* g = gamesView();
    auto selectGame = [&](qint64 id) {
        for (int r = 0; r < g->model()->rowCount(); ++r)
            if (g->model()->index(r, 0).data(GameIdRole).toLongLong() == id) {
                g->selectRow(r);
                return true;
            }
        return false;
    };
    auto* button = window_->findChild<QPushButton*>(QStringLiteral("deleteGameButton"));
    // The game in progress cannot be deleted.
    QVERIFY(selectGame(playingGame_));
    QVERIFY(!button->isEnabled());

    QVERIFY(selectGame(oldGame_));
    QVERIFY(button->isEnabled());
    const int deals = int(store_.deals(oldGame_).size());
    const int rows = window_->dealsModel()->rowCount();
    window_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window_.get()));
    g->setFocus();
    // Cancel: nothing changes.
    bool seen = false;
    answerBox(QStringLiteral("deleteGameQuestion"), QMessageBox::Cancel, &seen);
    QTest::keyClick(g, Qt::Key_Delete);
    QVERIFY(seen);
    QVERIFY(store_.game(oldGame_));
    QCOMPARE(window_->dealsModel()->rowCount(), rows);
    // Yes: the game and its deals are gone, from the store and the lists.
    seen = false;
    window_->activateWindow();  // the offscreen platform does not give it back after the box
    QVERIFY(QTest::qWaitForWindowActive(window_.get()));
    g->setFocus();
    answerBox(QStringLiteral("deleteGameQuestion"), QMessageBox::Yes, &seen);
    QSignalSpy deleted(window_.get(), &HistoryWindow::deleteFinished);
    QTest::keyClick(g, Qt::Key_Delete);
    QVERIFY(seen);
    QTRY_COMPARE(deleted.size(), 1);
    QCOMPARE(deleted.front().front().toBool(), true);
    QVERIFY(rowsShown(window_.get()));
    QVERIFY(!store_.game(oldGame_));
    QCOMPARE(window_->dealsModel()->rowCount(), rows - deals);
    for (int r = 0; r < g->model()->rowCount(); ++r)
        QVERIFY(g->model()->index(r, 0).data(GameIdRole).toLongLong() != oldGame_);
    QCOMPARE(computeStats(store_).analysedDeals, 0);  // its analyses went with it
}

// Delete in the deals list: asks first, saying how many; Cancel keeps them, Delete deletes
// them from the store and the lists (the imported deals' pseudo-row goes with the last);
// the deals of the game in progress cannot be deleted.
void TestGuiHistory::deleteDealsAsksFirst()
{
    selectAllGames();
    QTableView* v = dealsView();
    auto* button = window_->findChild<QPushButton*>(QStringLiteral("deleteDealsButton"));
    QVERIFY(button);
    auto select = [&](const QList<qint64>& wanted) {
        QItemSelection sel;
        for (int r = 0; r < v->model()->rowCount(); ++r)
            if (wanted.contains(v->model()->index(r, 0).data(DealIdRole).toLongLong()))
                sel.select(v->model()->index(r, 0), v->model()->index(r, v->model()->columnCount() - 1));
        v->selectionModel()->select(sel, QItemSelectionModel::ClearAndSelect);
        v->selectionModel()->setCurrentIndex(sel.isEmpty() ? QModelIndex() : QModelIndex(sel.first().topLeft()),
                                             QItemSelectionModel::NoUpdate);
        return int(sel.size()) == int(wanted.size());
    };
    auto pressDelete = [&](QMessageBox::StandardButton answer, QString* text) {
        window_->activateWindow();  // the offscreen platform does not give it back after a box
        if (!QTest::qWaitForWindowActive(window_.get())) return false;
        v->setFocus();
        bool seen = false;
        answerBox(QStringLiteral("deleteDealsQuestion"), answer, &seen, text);
        QSignalSpy deleted(window_.get(), &HistoryWindow::deleteFinished);
        QTest::keyClick(v, Qt::Key_Delete);
        // Delete: done by the writer, then the lists read again.
        if (seen && answer == QMessageBox::Yes &&
            !(QTest::qWaitFor([&] { return deleted.size() == 1; }, 60000) && rowsShown(window_.get())))
            return false;
        return seen;
    };

    // The deals of the game in progress cannot be deleted.
    const qint64 playingDeal = store_.deals(playingGame_).front().id;
    QVERIFY(select({playingDeal}));
    QVERIFY(!button->isEnabled());
    QVERIFY(button->toolTip().contains(QStringLiteral("game in progress")));

    // Two deals of the abandoned game: Cancel keeps them, Delete deletes them.
    qint64 abandoned = 0;
    for (const GameRow& g : store_.games())
        if (g.status == GameStatus::Abandoned) abandoned = g.id;
    QVERIFY(abandoned);
    const std::vector<DealRow> before = store_.deals(abandoned);
    QVERIFY(before.size() >= 3);
    const QList<qint64> two{before[0].id, before[2].id};
    QVERIFY(select(two));
    QVERIFY(button->isEnabled());
    QCOMPARE(button->text(), QStringLiteral("Delete 2 deals…"));
    const int rows = window_->dealsModel()->rowCount();
    QString text;
    QVERIFY(pressDelete(QMessageBox::Cancel, &text));
    QVERIFY2(text.contains(QStringLiteral("Delete the 2 selected deals?")), qPrintable(text));
    QVERIFY(store_.deal(two[0]) && store_.deal(two[1]));
    QCOMPARE(window_->dealsModel()->rowCount(), rows);
    QVERIFY(select(two));
    QVERIFY(pressDelete(QMessageBox::Yes, &text));
    QVERIFY(!store_.deal(two[0]) && !store_.deal(two[1]));
    QCOMPARE(int(store_.deals(abandoned).size()), int(before.size()) - 2);
    QCOMPARE(window_->dealsModel()->rowCount(), rows - 2);
    QVERIFY(!ids(window_->dealsModel()).contains(two[0]));
    for (int r = 0; r < window_->gamesModel()->rowCount(); ++r)
        if (window_->gamesModel()->gameId(r) == abandoned)
            QCOMPARE(window_->gamesModel()->index(r, HistoryGamesModel::Deals).data().toInt(), int(before.size()) - 2);
    QCOMPARE(window_->findChild<QLabel*>(QStringLiteral("historyStatus"))->text(), QStringLiteral("2 deals deleted."));

    // The last imported deal: the "Imported deals" row goes with it.
    const auto imported = store_.importedDeals();
    QCOMPARE(int(imported.size()), 1);
    QCOMPARE(window_->gamesModel()->rowCount(), 2 + int(store_.games().size()));
    selectAllGames();
    QVERIFY(select({imported.front().id}));
    QCOMPARE(button->text(), QStringLiteral("Delete deal…"));
    QVERIFY(pressDelete(QMessageBox::Yes, &text));
    QVERIFY2(text.contains(QStringLiteral("Delete the selected deal?")), qPrintable(text));
    QVERIFY(store_.importedDeals().empty());
    QCOMPARE(window_->gamesModel()->rowCount(), 1 + int(store_.games().size()));
    QCOMPARE(window_->dealsModel()->rowCount(), rows - 3);
    QVERIFY(store_.deal(playingDeal));
}

// Deals saved while the window is open (the game connects dealSaved to showSavedDeal): each
// row is added at once, visible with "All games" selected, the selected deal kept; the
// game's row follows (its deals and score, a new game, the game it abandoned), and the
// lists hold what a window opened afresh reads, row for row.
void TestGuiHistory::savedDealsAddTheirRows()
{
    selectAllGames();
    QTableView* v = dealsView();
    const qint64 chosen = store_.deals(playingGame_).front().id;
    for (int r = 0; r < v->model()->rowCount(); ++r)
        if (v->model()->index(r, 0).data(DealIdRole).toLongLong() == chosen) v->selectRow(r);
    QCOMPARE(v->currentIndex().data(DealIdRole).toLongLong(), chosen);

    GameController c;
    c.setPace(0);
    HistoryRecorder recorder(&store_, &c);
    connect(&recorder, &HistoryRecorder::dealSaved, window_.get(), &HistoryWindow::showSavedDeal);
    QSignalSpy saved(&recorder, &HistoryRecorder::dealSaved);
    auto gameRow = [this](qint64 id) -> const GameRow* {
        for (int r = 0; r < window_->gamesModel()->rowCount(); ++r)
            if (window_->gamesModel()->gameId(r) == id) return window_->gamesModel()->game(r);
        return nullptr;
    };
    QSignalSpy shown(window_.get(), &HistoryWindow::savedDealShown);
    auto playDeal = [&](unsigned salt) {
        const qsizetype before = saved.count();
        // Each move written before the next (dealSaved comes once the deal's row is).
        while (saved.count() == before && step(c, salt)) recorder.waitForWrites();
        // The window reads the deal's row on its writer, off its thread, then adds it.
        return saved.count() > before && QTest::qWaitFor([&] { return shown.count() >= saved.count(); }, 30000);
    };

    // The game in progress, taken up again: a deal more.
    QString error;
    QVERIFY2(recorder.resume(*store_.inProgress(), &error), qPrintable(error));
    const int rows = window_->dealsModel()->rowCount();
    QVERIFY(playDeal(11));
    const qint64 first = saved.last().at(0).toLongLong();
    QCOMPARE(window_->dealsModel()->rowCount(), rows + 1);
    QVERIFY(ids(v->model()).contains(first));
    QCOMPARE(gameRow(playingGame_)->deals, int(store_.deals(playingGame_).size()));
    QCOMPARE(gameRow(playingGame_)->scores, store_.game(playingGame_)->scores);
    QCOMPARE(v->currentIndex().data(DealIdRole).toLongLong(), chosen);
    QCOMPARE(v->selectionModel()->selectedRows().size(), 1);

    // A new game over it: the game it abandoned says so, the new one is listed.
    c.newGame(people(Preset::Coinche, 12));
    QVERIFY(playDeal(12));
    const qint64 newGame = *recorder.gameId();
    QVERIFY(gameRow(newGame));
    QCOMPARE(gameRow(newGame)->deals, 1);
    QCOMPARE(gameRow(playingGame_)->status, GameStatus::Abandoned);
    QVERIFY(ids(v->model()).contains(saved.last().at(0).toLongLong()));

    // As a window opened now reads them.
    HistoryWindow fresh(&store_);
    QVERIFY(rowsShown(&fresh));
    const auto texts = historytest::modelTexts;
    QCOMPARE(texts(window_->gamesModel()), texts(fresh.gamesModel()));
    QCOMPARE(texts(window_->dealsModel()), texts(fresh.dealsModel()));
    for (int r = 0; r < fresh.dealsModel()->rowCount(); ++r)
        QCOMPARE(window_->dealsModel()->deal(r).id, fresh.dealsModel()->deal(r).id);
}

void TestGuiHistory::fillPlayOnHistory()
{
    const QString path = dir_.filePath(QStringLiteral("played-on.db"));
    const auto opened = playOnStore_.open(path);
    QVERIFY2(opened.ok && opened.message.isEmpty(), qPrintable(opened.message));
    GameController c;
    c.setPace(0);
    HistoryRecorder recorder(&playOnStore_, &c);
    play(c, people(Preset::Classic, 31), 3, 31);
    QVERIFY(recorder.waitForWrites());
    gameA_ = *recorder.gameId();
    const std::vector<DealRow> a = playOnStore_.deals(gameA_);
    QCOMPARE(int(a.size()), 3);
    parent_ = a[0].id;
    notPlayedOn_ = a[2].id;
    childAfter5_ = playOnFrom(playOnStore_, c, recorder, parent_, 5, 32);
    QVERIFY(childAfter5_);
    gameB_ = *recorder.gameId();
    childFromStart_ = playOnFrom(playOnStore_, c, recorder, parent_, 0, 33);
    QVERIFY(childFromStart_);
    orphan_ = playOnFrom(playOnStore_, c, recorder, a[1].id, 7, 34);
    QVERIFY(orphan_);
    QCOMPARE(playOnStore_.deal(childAfter5_)->parentDealId.value_or(0), parent_);
    QVERIFY(recorder.waitForWrites());
    QString why;
    QVERIFY2(playOnStore_.deleteDeals({a[1].id}, &why), qPrintable(why));
    QVERIFY(!playOnStore_.deal(orphan_)->parentDealId);  // the store forgot its parent
    QVERIFY(ageGame(path, gameA_, 10));
}

HistoryWindow* TestGuiHistory::playOnWindow()
{
    if (!playOnWindow_) {
        window_->hide();
        playOnWindow_ = std::make_unique<HistoryWindow>(&playOnStore_);
        playOnWindow_->resize(1100, 700);
        playOnWindow_->show();
        if (!rowsShown(playOnWindow_.get()) || !QTest::qWaitForWindowExposed(playOnWindow_.get())) return nullptr;
    }
    playOnWindow_->activateWindow();
    if (!QTest::qWaitForWindowActive(playOnWindow_.get())) return nullptr;
    return playOnWindow_.get();
}

namespace {

// A double click on the cell `cell` of `view`: press, release, press, double click,
// release. (QTest::mouseDClick() alone gave the view its pressed() and no doubleClicked(),
// Qt 6.4 offscreen.)
void doubleClick(QTableView* view, const QModelIndex& cell)
{
    view->scrollTo(cell);
    const QPoint at = view->visualRect(cell).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, at);
    QMouseEvent dbl(QEvent::MouseButtonDblClick, QPointF(at), view->viewport()->mapToGlobal(QPointF(at)),
                    Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &dbl);
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, at);
}

// The row of the deal `id` in a view of the deals; -1 when it is not listed.
int rowOf(const QAbstractItemModel* m, qint64 id, int role = DealIdRole)
{
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->index(r, 0).data(role).toLongLong() == id) return r;
    return -1;
}

}  // namespace

// A deal played on from another says so in its Deal cell and its tooltip, and its cell is a
// link while that deal is in the history; the deal played on from counts its children.
void TestGuiHistory::playedOnDealSaysFromWhich_data()
{
    QTest::addColumn<qint64>("deal");
    QTest::addColumn<QString>("cell");
    QTest::addColumn<QString>("said");  // in the tooltip and the accessible text
    QTest::addColumn<bool>("link");
    const QString a1 = QStringLiteral("#%1.1").arg(gameA_);
    QTest::newRow("played on after move 5")
        << childAfter5_ << QStringLiteral("1 ↳ from ") + a1
        << QStringLiteral("Played on from deal 1 of game %1 after move 5.").arg(gameA_) << true;
    QTest::newRow("played on from the start")
        << childFromStart_ << QStringLiteral("1 ↳ from ") + a1
        << QStringLiteral("Played on from the start of deal 1 of game %1.").arg(gameA_) << true;
    QTest::newRow("played on from a deleted deal")
        << orphan_ << QStringLiteral("1 ↳ from a deleted deal")
        << QStringLiteral("Played on from a deleted deal after move 7.") << false;
    QTest::newRow("the deal played on from counts them")
        << parent_ << QStringLiteral("1") << QStringLiteral("2 deals were played on from this one.") << false;
    QTest::newRow("a deal not played on says nothing") << notPlayedOn_ << QStringLiteral("3") << QString() << false;
}

void TestGuiHistory::playedOnDealSaysFromWhich()
{
    QFETCH(qint64, deal);
    QFETCH(QString, cell);
    QFETCH(QString, said);
    QFETCH(bool, link);
    HistoryWindow* w = playOnWindow();
    QVERIFY(w);
    HistoryDealsModel* m = w->dealsModel();
    const int row = rowOf(m, deal);
    QVERIFY(row >= 0);
    const QModelIndex number = m->index(row, HistoryDealsModel::Number);
    QCOMPARE(number.data().toString(), cell);
    const QString tip = m->index(row, HistoryDealsModel::Result).data(Qt::ToolTipRole).toString();
    const QString accessible = number.data(Qt::AccessibleTextRole).toString();
    if (said.isEmpty()) {
        QVERIFY2(tip.isEmpty(), qPrintable(tip));
        QVERIFY2(!accessible.contains(QStringLiteral("played on"), Qt::CaseInsensitive), qPrintable(accessible));
    } else {
        QVERIFY2(tip.contains(said), qPrintable(tip));
        QVERIFY2(accessible.contains(said), qPrintable(accessible));
    }
    QCOMPARE(tip.contains(QStringLiteral("Double-click the deal number")), link);
    QCOMPARE(number.data(Qt::FontRole).value<QFont>().underline(), link);
    QCOMPARE(m->playedOnFrom(row).has_value(), link);
    // The action that follows it, with the deal current.
    auto* action = w->findChild<QAction*>(QStringLiteral("playedOnFromAction"));
    QVERIFY(action);
    w->findChild<QPushButton*>(QStringLiteral("clearFilters"))->click();
    auto* games = w->findChild<QTableView*>(QStringLiteral("gamesView"));
    games->selectRow(rowOf(games->model(), HistoryGamesModel::kAllGamesId, GameIdRole));
    auto* deals = w->findChild<QTableView*>(QStringLiteral("dealsView"));
    deals->selectRow(rowOf(deals->model(), deal));
    QCOMPARE(deals->currentIndex().data(DealIdRole).toLongLong(), deal);
    QCOMPARE(action->isEnabled(), link);
}

// Following the link (a double click on the Deal cell, its key, the context menu's action)
// selects the deal it was played on from in the lists, its game chosen when the deals listed
// do not hold it, the filters cleared when they hide it; never a replay as well.
void TestGuiHistory::playedOnLinkShowsItsDeal_data()
{
    QTest::addColumn<qint64>("child");
    QTest::addColumn<QString>("how");
    QTest::addColumn<bool>("fromAllGames");  // else from the child's game
    QTest::addColumn<bool>("filtered");      // the deals of the last day only: the parent hidden
    QTest::newRow("double click, from the child's game")
        << childAfter5_ << QStringLiteral("double click") << false << false;
    QTest::newRow("key, from all games") << childAfter5_ << QStringLiteral("key") << true << false;
    QTest::newRow("context menu, a filter hiding it") << childAfter5_ << QStringLiteral("action") << false << true;
    QTest::newRow("double click, a filter hiding it, all games")
        << childFromStart_ << QStringLiteral("double click") << true << true;
}

void TestGuiHistory::playedOnLinkShowsItsDeal()
{
    QFETCH(qint64, child);
    QFETCH(QString, how);
    QFETCH(bool, fromAllGames);
    QFETCH(bool, filtered);
    HistoryWindow* w = playOnWindow();
    QVERIFY(w);
    auto* games = w->findChild<QTableView*>(QStringLiteral("gamesView"));
    auto* deals = w->findChild<QTableView*>(QStringLiteral("dealsView"));
    auto* fromCheck = w->findChild<QCheckBox*>(QStringLiteral("fromFilter"));
    w->findChild<QPushButton*>(QStringLiteral("clearFilters"))->click();
    if (filtered) {
        w->findChild<QDateEdit*>(QStringLiteral("fromDate"))->setDate(QDate::currentDate().addDays(-1));
        fromCheck->setChecked(true);
    }
    const qint64 childGame = *playOnStore_.deal(child)->gameId;
    games->selectRow(rowOf(games->model(), fromAllGames ? HistoryGamesModel::kAllGamesId : childGame, GameIdRole));
    QCOMPARE(rowOf(deals->model(), parent_) >= 0, fromAllGames && !filtered);  // listed before only so
    const int row = rowOf(deals->model(), child);
    QVERIFY(row >= 0);
    deals->selectRow(row);
    deals->setFocus();
    QSignalSpy replays(w, &HistoryWindow::replayRequested);
    if (how == QLatin1String("double click")) {
        doubleClick(deals, deals->model()->index(row, HistoryDealsModel::Number));
    } else if (how == QLatin1String("key")) {
        QTest::keyClick(deals, Qt::Key_Up, Qt::AltModifier);
    } else {
        auto* action = w->findChild<QAction*>(QStringLiteral("playedOnFromAction"));
        QVERIFY(deals->actions().contains(action));  // in the list's context menu
        QVERIFY(action->isEnabled());
        action->trigger();
    }
    QCOMPARE(deals->currentIndex().data(DealIdRole).toLongLong(), parent_);
    QCOMPARE(deals->selectionModel()->selectedRows().size(), 1);
    QCOMPARE(deals->selectionModel()->selectedRows().front().data(DealIdRole).toLongLong(), parent_);
    QVERIFY(deals->hasFocus());
    QCOMPARE(fromCheck->isChecked(), false);  // cleared when it hid the deal
    const QModelIndexList chosen = games->selectionModel()->selectedRows();
    QCOMPARE(chosen.size(), 1);
    QCOMPARE(chosen.front().data(GameIdRole).toLongLong(), fromAllGames ? HistoryGamesModel::kAllGamesId : gameA_);
    QCOMPARE(replays.size(), 0);
    if (filtered)
        QCOMPARE(w->findChild<QLabel*>(QStringLiteral("historyStatus"))->text(),
                 QStringLiteral("The filters were cleared to show the deal."));
    // The link followed, the list's Enter asks for a replay again.
    QTest::keyClick(deals, Qt::Key_Return);
    QCOMPARE(replays.size(), 1);
    QCOMPARE(replays.front().front().toLongLong(), parent_);
}

// A deal whose parent was deleted says so, without a link: a double click on its Deal cell
// asks for its replay as on any other deal, and there is nothing to go to.
void TestGuiHistory::deletedParentHasNoLink()
{
    HistoryWindow* w = playOnWindow();
    QVERIFY(w);
    auto* games = w->findChild<QTableView*>(QStringLiteral("gamesView"));
    auto* deals = w->findChild<QTableView*>(QStringLiteral("dealsView"));
    w->findChild<QPushButton*>(QStringLiteral("clearFilters"))->click();
    games->selectRow(rowOf(games->model(), HistoryGamesModel::kAllGamesId, GameIdRole));
    const int row = rowOf(deals->model(), orphan_);
    QVERIFY(row >= 0);
    deals->selectRow(row);
    QVERIFY(!w->showPlayedOnFrom());
    QSignalSpy replays(w, &HistoryWindow::replayRequested);
    doubleClick(deals, deals->model()->index(row, HistoryDealsModel::Number));
    QCOMPARE(replays.size(), 1);
    QCOMPARE(replays.front().front().toLongLong(), orphan_);
    QCOMPARE(deals->currentIndex().data(DealIdRole).toLongLong(), orphan_);
}

QTEST_MAIN(TestGuiHistory)
#include "tst_gui_history.moc"
