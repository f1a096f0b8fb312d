// A deal as its moves (app/controller/dealmoves.h): for deals the bots play in every preset,
// the moves found from the finished deal, replayed on the deal as dealt, give the same deal
// (same calls, declarations, cards, result), and stopping after any k moves stands where the
// deal stood after its k-th move; turned so that another seat sits at South, it is the same
// deal seen from there.
#include "app/controller/dealmoves.h"
#include "app/controller/playon.h"

#include "ai/levels.h"
#include "ai/player.h"
#include "engine/game.h"
#include "engine/record.h"

#include <QtTest>

using namespace belote;
using namespace rebelote;

class TestDealMoves : public QObject {
    Q_OBJECT

private slots:
    void movesReplayToTheSameDeal_data()
    {
        QTest::addColumn<int>("preset");
        for (Preset p : kAllPresets)
            QTest::newRow(qPrintable(QStringLiteral("%1: 60 heuristic deals").arg(QLatin1String(presetName(p)))))
                << int(p);
    }

    void movesReplayToTheSameDeal()
    {
        QFETCH(int, preset);
        const Rules rules = Rules::fromPreset(Preset(preset));
        Game game(rules, 1234 + preset);
        std::array<std::unique_ptr<Player>, 4> owned;
        Player* players[4];
        for (int s = 0; s < 4; ++s) {
            owned[s] = makeLevelPlayer("heuristic", 99 + s);
            players[s] = owned[s].get();
        }
        int declined = 0, declarations = 0;
        for (int n = 0; n < 60; ++n) {
            Deal deal = game.nextDeal();
            playOut(deal, players);
            DealMoves m;
            QString error;
            QVERIFY2(movesOfDeal(deal, &m, &error), qPrintable(error));
            // The whole list replays to the very deal.
            Deal again = m.dealt;
            QVERIFY2(replayMoves(again, m.moves, &error), qPrintable(error));
            QCOMPARE(toJsonLine(writeRecord(again)), toJsonLine(writeRecord(deal)));
            // From the record too.
            DealMoves fromRecord;
            QVERIFY2(movesOfRecord(writeRecord(deal), &fromRecord, &error), qPrintable(error));
            QCOMPARE(int(fromRecord.moves.size()), int(m.moves.size()));
            // Every move before callMoves belongs to the auction, every one after to the play.
            for (int i = 0; i < int(m.moves.size()); ++i) {
                const bool auction =
                    m.moves[i].kind == DealMove::Kind::Call || m.moves[i].kind == DealMove::Kind::CoincheDeclined;
                QCOMPARE(auction, i < m.callMoves);
                declined += m.moves[i].kind == DealMove::Kind::CoincheDeclined;
                declarations += m.moves[i].kind == DealMove::Kind::Declaration;
            }
            // Any prefix replays too and waits for the next move's seat.
            for (int k = 0; k < int(m.moves.size()); k += 3) {
                Deal part = m.dealt;
                QVERIFY(replayMoves(part, std::vector<DealMove>(m.moves.begin(), m.moves.begin() + k), &error));
                QCOMPARE(part.pending().seat, m.moves[std::size_t(k)].seat);
            }
            // Turned so that any seat sits at South: the same deal from there, each side's
            // score now the other's when the turn is a quarter or three.
            for (Seat at : {Seat::East, Seat::North, Seat::West}) {
                const DealMoves t = turnedToSouth(m, at);
                Deal turned = t.dealt;
                QVERIFY2(replayMoves(turned, t.moves, &error), qPrintable(error));
                for (int s = 0; s < 4; ++s)
                    QVERIFY(turned.handsBeforePlay()[(s - int(at) + 4) % 4] == deal.handsBeforePlay()[s]);
                QVERIFY(turned.hand(Seat::South) == deal.hand(at));
                const bool swapped = int(at) % 2 == 1;
                QCOMPARE(turned.result().score[0], deal.result().score[swapped ? 1 : 0]);
                QCOMPARE(turned.result().score[1], deal.result().score[swapped ? 0 : 1]);
                QCOMPARE(turned.result().outcome, deal.result().outcome);
            }
            game.finishDeal(deal);
            if (game.over()) game = Game(rules, 777 + n);
        }
        if (rules.coincheOutOfTurn) QVERIFY2(declined > 0, "out-of-turn coinche offers let go are moves");
        if (rules.annonces) QVERIFY2(declarations > 0, "declarations are moves");
    }

    void badRecordSaysWhy()
    {
        DealMoves m;
        QString error;
        QVERIFY(!movesOfRecord(QJsonObject{{QStringLiteral("format"), QStringLiteral("belote-deal")}}, &m, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!error.contains(QLatin1Char('\n')));
    }

    // Play on (app/controller/playon.h): the game starts with the deal turned so that the
    // chosen seat sits at South, at the chosen move, the parent's calls and cards kept
    // counted; past the deal's last move, or from a broken record, there is nothing to play on.
    void playOnBuildsTheGame_data()
    {
        QTest::addColumn<int>("seat");
        QTest::addColumn<int>("at");  // moves after the auction; negative: before its end
        QTest::newRow("South, at the first card") << int(Seat::South) << 0;
        QTest::newRow("West, at the third card") << int(Seat::West) << 2;
        QTest::newRow("North, two calls before the auction's end") << int(Seat::North) << -2;
        QTest::newRow("East, at the last card") << int(Seat::East) << 31;
    }

    void playOnBuildsTheGame()
    {
        QFETCH(int, seat);
        QFETCH(int, at);
        const Rules rules = Rules::fromPreset(Preset::Classic);
        Game game(rules, 77);
        std::array<std::unique_ptr<Player>, 4> owned;
        Player* players[4];
        for (int s = 0; s < 4; ++s) {
            owned[s] = makeLevelPlayer("heuristic", 5 + s);
            players[s] = owned[s].get();
        }
        Deal deal = game.nextDeal();
        playOut(deal, players);
        while (deal.passed()) {
            game.finishDeal(deal);
            deal = game.nextDeal();
            playOut(deal, players);
        }
        const QJsonObject record = writeRecord(deal);
        DealMoves all;
        QString error;
        QVERIFY2(movesOfRecord(record, &all, &error), qPrintable(error));
        const int k = all.callMoves + at;
        GameSetup base;
        base.seed = 9;
        base.level = QStringLiteral("easy");
        PlayOn on;
        QVERIFY2(playOnFrom(record, k, Seat(seat), base, &on, &error), qPrintable(error));
        const DealMoves turned = Seat(seat) == Seat::South ? all : turnedToSouth(all, Seat(seat));
        QVERIFY(on.setup.firstDeal && on.point.dealt);
        QVERIFY(on.setup.rules == rules);
        QCOMPARE(on.setup.seed, std::uint64_t(9));
        QCOMPARE(on.setup.level, QStringLiteral("easy"));
        QCOMPARE(on.point.dealt->dealer(), turned.dealt.dealer());
        QVERIFY(on.point.dealt->handsBeforePlay() == turned.dealt.handsBeforePlay());
        QCOMPARE(int(on.point.moves.size()), k);
        for (int i = 0; i < k; ++i) QVERIFY(on.point.moves[i] == turned.moves[i]);
        int calls = 0, cards = 0;
        for (int i = 0; i < k; ++i) {
            calls += turned.moves[i].kind == DealMove::Kind::Call;
            cards += turned.moves[i].kind == DealMove::Kind::Card;
        }
        QCOMPARE(on.kept, calls + cards);
        // The controller takes it up where it was left.
        QVERIFY2(rebuildDeal(*on.point.dealt, on.point.moves, &rebuiltOut_, &error), qPrintable(error));

        // Past the last move: nothing to play on, and no reason of the builder's own.
        error = QStringLiteral("unchanged?");
        QVERIFY(!playOnFrom(record, int(all.moves.size()), Seat(seat), base, &on, &error));
        QVERIFY(error.isEmpty());
        QVERIFY(!playOnFrom(record, -1, Seat(seat), base, &on, &error));
        // A broken record: its one-line reason.
        QVERIFY(!playOnFrom(QJsonObject{{QStringLiteral("format"), QStringLiteral("belote-deal")}}, 0, Seat(seat), base,
                            &on, &error));
        QVERIFY(!error.isEmpty());
    }

private:
    RebuiltDeal rebuiltOut_;
};

QTEST_GUILESS_MAIN(TestDealMoves)
#include "tst_controller_dealmoves.moc"
