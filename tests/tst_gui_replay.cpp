// The replay of a deal, offscreen, driven by keys and clicks as a person would: every hand
// face up, stepping by call or card, by trick (Page Up/Down, keys 1 to 8, the jump list),
// Home/End, the slider; the analysis filling in beside; and "Play on from here" taking the
// deal into the main window at the seat chosen, saved in the history linked to its parent.
#include "ai/par.h"
#include "app/controller/dealmoves.h"
#include "app/history/historyrecorder.h"
#include "app/history/historystore.h"
#include "app/ui/carditem.h"
#include "app/ui/mainwindow.h"
#include "app/ui/replaywindow.h"
#include "app/ui/tableview.h"
#include "engine/record.h"
#include "guitestutil.h"
#include "historytestutil.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QGraphicsScene>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSlider>
#include <QStandardPaths>
#include <QTimer>
#include <QtTest>

using namespace belote;
using namespace rebelote;

namespace {

QJsonObject wholeFile(const QString& file)
{
    QFile f(QStringLiteral(REBELOTE_TEST_DATA "/") + file);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

int cardsIn(const DealMoves& m, int k)
{
    int n = 0;
    for (int i = 0; i < k; ++i) n += m.moves[std::size_t(i)].kind == DealMove::Kind::Card;
    return n;
}

// The position just after the deal's card `n` (0-based, in the order played).
int afterCard(const DealMoves& m, int n)
{
    for (int i = 0; i < int(m.moves.size()); ++i)
        if (m.moves[std::size_t(i)].kind == DealMove::Kind::Card && n-- == 0) return i + 1;
    return -1;
}

// Answers the next modal message box with the button of `role`, from the event loop, as
// soon as it shows (Play on asks once the history said the deal is there); its text in *text.
void answerNextBox(QMessageBox::ButtonRole role, bool* seen, QString* text = nullptr)
{
    auto* timer = new QTimer;
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, role, seen, text] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) return;
        *seen = true;
        if (text) *text = box->text();
        timer->stop();
        timer->deleteLater();
        for (QAbstractButton* b : box->buttons())
            if (box->buttonRole(b) == role) {
                b->click();
                return;
            }
    });
    timer->start();
}

}  // namespace

class TestGuiReplay : public QObject {
    Q_OBJECT

    QJsonObject coinche_;
    DealMoves coincheMoves_;

private slots:
    void initTestCase()
    {
        // The main window's history is a test's own file, never the person's.
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rebelote-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_gui_replay"));
        coinche_ = guitest::firstRecord(QStringLiteral("coinche-deals.jsonl"));
        QVERIFY(!coinche_.isEmpty());
        QString error;
        QVERIFY2(movesOfRecord(coinche_, &coincheMoves_, &error), qPrintable(error));
    }

    void init() { guitest::removeHistory(); }

    void keysAndControlsStep()
    {
        ReplayWindow w(coinche_);
        QVERIFY(w.isValid());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.position(), 0);
        QCOMPARE(w.moveCount(), int(coincheMoves_.moves.size()));
        // Every hand face up: 32 cards shown, none face down.
        int up = 0, down = 0;
        for (QGraphicsItem* item : w.table()->scene()->items())
            if (auto* card = dynamic_cast<CardItem*>(item); card && card->isVisible())
                (card->faceUp() ? up : down) += 1;
        QCOMPARE(up, 32);
        QCOMPARE(down, 0);

        QTest::keyClick(&w, Qt::Key_Right);
        QCOMPARE(w.position(), 1);
        QCOMPARE(w.controller()->deal().callCount(), 1);
        QTest::keyClick(&w, Qt::Key_End);
        QCOMPARE(w.position(), w.moveCount());
        QCOMPARE(w.controller()->deal().phase(), Phase::Done);
        QTest::keyClick(&w, Qt::Key_Home);
        QCOMPARE(w.position(), 0);
        // Page Down: the end of the auction, then each trick with its first card played.
        QTest::keyClick(&w, Qt::Key_PageDown);
        QCOMPARE(w.position(), coincheMoves_.callMoves);
        QTest::keyClick(&w, Qt::Key_3);
        QCOMPARE(w.controller()->deal().cardPlay().cardsPlayed(), 9);
        QTest::keyClick(&w, Qt::Key_PageUp);
        QCOMPARE(w.controller()->deal().cardPlay().cardsPlayed(), 5);
        QTest::keyClick(&w, Qt::Key_Left);
        QCOMPARE(w.controller()->deal().cardPlay().cardsPlayed(), 4);
        // The jump list follows and leads.
        auto* jump = w.findChild<QComboBox*>(QStringLiteral("jumpTo"));
        QVERIFY(jump);
        QCOMPARE(jump->count(), 1 + 8 + 1);
        QCOMPARE(jump->currentIndex(), 1);  // in trick 1
        const int trick6 = jump->findText(QStringLiteral("Trick 6"));
        QVERIFY(trick6 > 0);
        jump->setCurrentIndex(trick6);
        emit jump->activated(trick6);
        QCOMPARE(w.controller()->deal().cardPlay().cardsPlayed(), 21);
        // The slider.
        auto* slider = w.findChild<QSlider*>(QStringLiteral("position"));
        QVERIFY(slider);
        QCOMPARE(slider->value(), w.position());
        slider->setValue(2);
        QCOMPARE(w.position(), 2);
        QCOMPARE(jump->currentIndex(), 0);
        // Play on is offered only where someone takes it up.
        QVERIFY(!w.findChild<QPushButton*>(QStringLiteral("playOn"))->isVisible());
    }

    // Trick t, by its key, by the jump list or by Page Down from the end of the trick before:
    // trick t's first card alone on the table, the jump list on "Trick t" (issue 44: key 5
    // showed trick 4's cards under "Trick 5").
    void aTrickShowsItsOwnCards_data()
    {
        QTest::addColumn<int>("trick");
        for (int t = 1; t <= 8; ++t) QTest::newRow(qPrintable(QStringLiteral("trick %1").arg(t))) << t;
    }

    void aTrickShowsItsOwnCards()
    {
        QFETCH(int, trick);
        ReplayWindow w(coinche_);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* jump = w.findChild<QComboBox*>(QStringLiteral("jumpTo"));
        QVERIFY(jump);
        const DealMove& first = coincheMoves_.moves[std::size_t(afterCard(coincheMoves_, 4 * (trick - 1)) - 1)];
        const std::vector<std::pair<Seat, Card>> itsFirstCard{{first.seat, first.card}};
        const QString name = QStringLiteral("Trick %1").arg(trick);
        auto shown = [&] {
            QCOMPARE(jump->currentText(), name);
            QCOMPARE(w.table()->trickInView(), itsFirstCard);
        };
        QTest::keyClick(&w, Qt::Key(Qt::Key_1 + trick - 1));
        shown();
        if (QTest::currentTestFailed()) return;
        w.setPosition(0);
        const int item = jump->findText(name);
        jump->setCurrentIndex(item);
        emit jump->activated(item);
        shown();
        if (QTest::currentTestFailed()) return;
        if (trick > 1) {
            // The trick before, whole on the table, is named as such.
            w.setPosition(afterCard(coincheMoves_, 4 * (trick - 1) - 1));
            QCOMPARE(jump->currentText(), QStringLiteral("Trick %1").arg(trick - 1));
            QCOMPARE(int(w.table()->trickInView().size()), 4);
            QTest::keyClick(&w, Qt::Key_PageDown);
            shown();
        }
    }

    // A deal of a game's history replayed: its title, the table's "deal N" and the game's
    // score say the same deal, and the score is the game's before it (issue 44: "Replay of
    // deal 2" over "deal 1" and 0-0 when the game stood at 510-0).
    void aDealOfAGameSaysItsNumberAndTheScoreBefore()
    {
        constexpr int kNumber = 3;
        std::array<int, 2> before{};
        {
            HistoryStore store;
            QVERIFY(store.open(HistoryStore::defaultPath()).ok);
            historytest::RecordedGame game(&store);
            game.c.newGame(historytest::people(Preset::Coinche, 5));
            while (int(game.counter.records.size()) < kNumber && historytest::step(game.c, 1))
                if (int(game.counter.records.size()) == kNumber - 1) before = game.c.game().scores();
            QCOMPARE(int(game.counter.records.size()), kNumber);
            QVERIFY(game.recorder.waitForWrites());
        }
        QVERIFY(before != (std::array<int, 2>{0, 0}));
        MainWindow window;
        window.setAskForPreset(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        HistoryStore* store = window.history();
        QVERIFY(store && store->games().size() == 1);
        const std::vector<DealRow> deals = store->deals(store->games().front().id);
        QCOMPARE(int(deals.size()), kNumber);
        QCOMPARE(deals.back().number, kNumber);
        window.replayDeal(deals.back().id);
        QPointer<ReplayWindow> replay;  // read by the history's writer first
        QTRY_VERIFY((replay = window.findChild<ReplayWindow*>()) != nullptr);
        QVERIFY(QTest::qWaitForWindowExposed(replay));
        QCOMPARE(replay->windowTitle(), QStringLiteral("Replay of deal %1").arg(kNumber));
        for (int at : {0, replay->moveCount() / 2}) {
            replay->setPosition(at);
            QCOMPARE(replay->controller()->dealNumber(), kNumber);
            QCOMPARE(replay->controller()->game().scores(), before);
            const auto* contract = replay->table()->findChild<QLabel*>(QStringLiteral("contractBox"));
            QVERIFY(contract && contract->text().contains(QStringLiteral("deal %1 \u00b7").arg(kNumber)));
            const auto* score = replay->table()->findChild<QLabel*>(QStringLiteral("scoreBox"));
            QVERIFY(score);
            for (int team : {0, 1})
                QVERIFY2(score->text().contains(QString::number(before[std::size_t(team)])), qPrintable(score->text()));
        }
        replay->close();
    }

    void analysisFillsIn()
    {
        ReplayWindow w(wholeFile(QStringLiteral("classic-deal.json")));
        QVERIFY2(w.isValid(), qPrintable(w.error()));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QSignalSpy done(&w, &ReplayWindow::analysed);
        w.analyse();
        QTRY_VERIFY_WITH_TIMEOUT(w.analysisDone(), 180000);
        QCOMPARE(done.count(), 1);
        auto* summary = w.findChild<QLabel*>(QStringLiteral("analysisSummary"));
        QVERIFY(summary && !summary->text().contains(QStringLiteral("Analysing")));
    }

    void playOn_data()
    {
        QTest::addColumn<int>("seat");
        QTest::addColumn<int>("cards");  // of the play, kept
        QTest::addColumn<bool>("gameOnTable");
        QTest::newRow("at South, trick 2") << int(Seat::South) << 5 << false;
        QTest::newRow("at East, as the play starts, a game left asked first") << int(Seat::East) << 0 << true;
        QTest::newRow("at North, trick 4") << int(Seat::North) << 13 << false;
    }

    void playOn()
    {
        QFETCH(int, seat);
        QFETCH(int, cards);
        QFETCH(bool, gameOnTable);
        MainWindow window;
        window.setAskForPreset(false);
        window.setHistoryEnabled(true);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        HistoryStore* store = window.history();
        QVERIFY(store);
        const ImportReport imported =
            store->importData(QJsonDocument(coinche_).toJson(QJsonDocument::Compact), QStringLiteral("test.jsonl"));
        QCOMPARE(imported.added, 1);
        const qint64 id = store->importedDeals().back().id;
        if (gameOnTable) {
            GameSetup setup;
            setup.rules = Rules::fromPreset(Preset::Classic);
            window.startGame(setup);
        }
        window.replayDeal(id);
        QPointer<ReplayWindow> replay;  // read by the history's writer first
        QTRY_VERIFY((replay = window.findChild<ReplayWindow*>()) != nullptr);
        QVERIFY(QTest::qWaitForWindowExposed(replay));
        // Stand at the first move after `cards` cards of the play.
        int at = coincheMoves_.callMoves;
        while (cardsIn(coincheMoves_, at) < cards || coincheMoves_.moves[std::size_t(at)].kind != DealMove::Kind::Card)
            ++at;
        replay->setPosition(at);
        auto* seats = replay->findChild<QComboBox*>(QStringLiteral("playOnSeat"));
        auto* button = replay->findChild<QPushButton*>(QStringLiteral("playOn"));
        QVERIFY(seats && button && button->isVisible() && button->isEnabled());
        seats->setCurrentIndex(seats->findData(seat));
        QVERIFY(seats->currentIndex() >= 0);

        bool asked = false;
        if (gameOnTable) {
            // Cancel first: nothing changes, the replay stays.
            answerNextBox(QMessageBox::RejectRole, &asked);
            button->click();
            QTRY_VERIFY(asked);
            QVERIFY(replay);
            QCOMPARE(window.controller()->rules().preset, Preset::Classic);
            asked = false;
            answerNextBox(QMessageBox::AcceptRole, &asked);
        }
        button->click();
        QTRY_VERIFY(!replay);  // closed once the deal is on the table
        QCOMPARE(asked, gameOnTable);

        // The main window plays the deal on: the chosen seat's cards at South, `cards` played.
        GameController* c = window.controller();
        QCOMPARE(c->rules().preset, Preset::Coinche);
        QCOMPARE(c->deal().cardPlay().cardsPlayed(), cards);
        Deal original = coincheMoves_.dealt;
        QString error;
        QVERIFY(replayMoves(
            original, std::vector<DealMove>(coincheMoves_.moves.begin(), coincheMoves_.moves.begin() + at), &error));
        QVERIFY(c->deal().hand(Seat::South) == original.hand(Seat(seat)));
        QVERIFY(c->isHuman(Seat::South));
        QVERIFY(!c->isHuman(Seat::North));
        // Saved by the history's writer thread, linked to the deal it came from.
        QTRY_VERIFY(store->inProgress() && store->inProgress()->parentDealId == std::optional<qint64>(id));
        const auto saved = store->inProgress();
        QVERIFY(saved);
        QCOMPARE(saved->parentDealId, std::optional<qint64>(id));
        QCOMPARE(saved->branchMove, original.callCount() + cards);
    }

    // The deal deleted from the history while its replay is open: playing on says why it
    // cannot, and nothing else changes.
    // The bots' line on the same cards (the deal's par), offered as a line of the replay.
    void theBotsLineBesideYours()
    {
        const Checked<DealRecord> rec = readRecord(coinche_);
        QVERIFY(rec && rec.value->deal.deck());
        const std::optional<ParRequest> request =
            parRequest(rec.value->deal, Seat::South, {"normal", "normal", "normal", "normal"}, {});
        QVERIFY(request);
        const ParResult par = playPar(*request);
        QVERIFY(par.deal);
        const QJsonObject bots = writeRecord(*par.deal);
        DealMoves theirs;
        QString error;
        QVERIFY(movesOfRecord(bots, &theirs, &error));

        ReplayWindow w(coinche_);
        QVERIFY(!w.setBotsLine(guitest::firstRecord(QStringLiteral("montpellier-deals.jsonl")), 0,
                               0));  // other cards: refused
        QVERIFY(w.setBotsLine(bots, -40, par.net(Team::NS)));
        auto* line = w.findChild<QComboBox*>(QStringLiteral("line"));
        QCOMPARE(line->count(), 2);
        QVERIFY(line->itemText(1).startsWith(QStringLiteral("The bots in your seat: ")));
        QVERIFY(line->itemText(1).endsWith(QStringLiteral("(you: \u221240)")));
        w.showLine(1);
        QCOMPARE(w.lineShown(), 1);
        QCOMPARE(w.moveCount(), int(theirs.moves.size()));
        // It stands where the bots first played otherwise.
        const auto [at, played] = std::mismatch(theirs.moves.begin(), theirs.moves.end(), coincheMoves_.moves.begin(),
                                                coincheMoves_.moves.end());
        QCOMPARE(w.position(), int(at - theirs.moves.begin()));
        auto* jump = w.findChild<QComboBox*>(QStringLiteral("jumpTo"));
        QVERIFY(jump);
        QCOMPARE(jump->itemText(jump->count() - 1), QStringLiteral("Breakdown"));  // played to its end
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.grab().save(QStringLiteral("/tmp/replay-bots-line.png")));
        w.showLine(0);
        QCOMPARE(w.moveCount(), int(coincheMoves_.moves.size()));
    }

    void playOnADeletedDeal()
    {
        MainWindow window;
        window.setHistoryEnabled(true);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        HistoryStore* store = window.history();
        QVERIFY(store);
        QCOMPARE(
            store->importData(QJsonDocument(coinche_).toJson(QJsonDocument::Compact), QStringLiteral("t.jsonl")).added,
            1);
        const qint64 id = store->importedDeals().back().id;
        window.replayDeal(id);
        QPointer<ReplayWindow> replay;  // read by the history's writer first
        QTRY_VERIFY((replay = window.findChild<ReplayWindow*>()) != nullptr);
        replay->setPosition(coincheMoves_.callMoves);
        QString why;
        QVERIFY2(store->deleteDeals({id}, &why), qPrintable(why));
        QString said;
        bool asked = false;
        answerNextBox(QMessageBox::AcceptRole, &asked, &said);
        replay->findChild<QPushButton*>(QStringLiteral("playOn"))->click();
        QTRY_VERIFY(asked);
        QVERIFY2(said.contains(QStringLiteral("deleted")), qPrintable(said));
        QVERIFY(replay);
        QCOMPARE(window.controller()->stage(), GameController::Stage::Idle);
    }
};

QTEST_MAIN(TestGuiReplay)
#include "tst_gui_replay.moc"
