// The History window's Statistics and the deals' Result column over rows made by hand, offscreen
// (issue 44): the marks chart shows each deal's marks, the figures are written in the language
// spoken ("−440", "28,0" in French), no chart's words are cut in French at the sizes the
// window has on a 1280x800 and a 1024x700 screen, and the Result says from the person's side
// what happened (the other side's contract made is not a green "Made").
#include "app/controller/language.h"
#include "app/ui/historydealsmodel.h"
#include "app/ui/historystats.h"
#include "app/ui/historywindow.h"

#include <QBarCategoryAxis>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QColor>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QValueAxis>
#include <QtTest>

using namespace belote;
using namespace rebelote;

namespace {

// A deal of game 1, played here, `i` minutes after the first.
DealRow dealRow(int i, std::array<int, 2> marks, const QString& preset = QStringLiteral("coinche"))
{
    DealRow d;
    d.id = i;
    d.gameId = 1;
    d.number = i;
    d.preset = preset;
    d.marks = marks;
    d.savedAt = QDateTime(QDate(2026, 11, 30), QTime(20, 0)).toUTC().addSecs(60 * i);
    return d;
}

std::vector<GameRow> oneGame(const QString& preset = QStringLiteral("coinche"))
{
    std::vector<GameRow> games(1);
    games[0].id = 1;
    games[0].preset = preset;
    return games;
}

// Statistics with something in every chart: marks, contracts, pars in two presets (so that
// the choice of preset shows) and an analysis.
HistoryStats everyChart()
{
    HistoryStats s;
    for (int i = 0; i < 12; ++i) s.marks.push_back({QDateTime(), {i * 40 % 300, 162 - i * 10}});
    s.gamesByPreset[std::size_t(Preset::Coinche)] = {3, 2};
    s.gamesByPreset[std::size_t(Preset::Classic)] = {1, 4};
    s.takenByPreset[std::size_t(Preset::Coinche)] = {5, 2, 1};
    s.takenByStrain[std::size_t(Strain::Hearts)] = {2, 1, 1};
    s.takenByStrain[std::size_t(Strain::NoTrump)] = {3, 1, 0};
    s.parDifferences[std::size_t(Preset::Coinche)] = {-440, 28, 90, -20, 160, 0, 30};
    s.parDifferences[std::size_t(Preset::Classic)] = {12, -8};
    s.analysedDeals = 4;
    s.southChoices = 20;
    s.southCardsLosing = 3;
    s.southMarksLost = 47;
    return s;
}

// A text with its no-break spaces as spaces, as a text item's plain text has them (the
// French "Meilleure carte : 17").
QString spaced(QString text)
{
    text.replace(QChar::Nbsp, QLatin1Char(' '));
    return text.replace(QChar(0x202f), QLatin1Char(' '));
}

// The words of a chart as it draws them: every text item of its scene.
QStringList drawnTexts(const QChart* chart)
{
    QStringList out;
    for (const QGraphicsItem* item : chart->scene()->items()) {
        if (!item->isVisible()) continue;
        if (const auto* t = dynamic_cast<const QGraphicsTextItem*>(item)) out << spaced(t->toPlainText());
        else if (const auto* t = dynamic_cast<const QGraphicsSimpleTextItem*>(item)) out << spaced(t->text());
    }
    return out;
}

// The words of a chart it should draw whole: its title, its legend's labels, its axes' titles
// and named marks.
QStringList wholeTexts(QChart* chart)
{
    QStringList out;
    if (!chart->title().isEmpty()) out << chart->title();
    if (chart->legend()->isVisible())
        for (const QLegendMarker* m : chart->legend()->markers()) out << m->label();
    for (QAbstractAxis* a : chart->axes()) {
        if (!a->titleText().isEmpty()) out << a->titleText();
        if (auto* names = qobject_cast<QBarCategoryAxis*>(a)) out << names->categories();
        if (auto* marks = qobject_cast<QCategoryAxis*>(a)) out << marks->categoriesLabels();
    }
    return out;
}

}  // namespace

class TestGuiHistoryStats : public QObject {
    Q_OBJECT

private slots:
    void cleanup()
    {
        installTranslations(QStringLiteral("en"));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    }

    // "Marks per deal" plots each deal's marks, not a running mean of them (it plotted 510,
    // 255, 310 for deals of 510, 0 and 420); the last 100 deals when there are more.
    void marksChartShowsEachDeal_data()
    {
        QTest::addColumn<int>("deals");
        QTest::newRow("three deals: all of them") << 3;
        QTest::newRow("250 deals: the last 100") << 250;
    }

    void marksChartShowsEachDeal()
    {
        QFETCH(int, deals);
        std::vector<DealRow> rows;
        const int ns[] = {510, 0, 420};
        for (int i = 1; i <= deals; ++i) rows.push_back(dealRow(i, {ns[(i - 1) % 3], (i * 37) % 200}));
        const HistoryStats s = computeStats(oneGame(), rows, {});
        QCOMPARE(int(s.marks.size()), deals);

        HistoryStatsView view;
        view.setStats(s);
        const QChart* chart = view.findChild<QChartView*>(QStringLiteral("marksChart"))->chart();
        const auto series = chart->series();
        QCOMPARE(series.size(), 2);
        const int shown = std::min(deals, 100);
        for (int side = 0; side < 2; ++side) {
            const QList<QPointF> points = static_cast<QLineSeries*>(series[side])->points();
            QCOMPARE(points.size(), shown);
            for (int k = 0; k < shown; ++k) {
                const int i = deals - shown + k;  // the deal's index, oldest first
                QCOMPARE(points[k].x(), double(i + 1));
                QCOMPARE(points[k].y(), double(s.marks[std::size_t(i)].marks[std::size_t(side)]));
            }
        }
        if (deals == 3) {
            QCOMPARE(static_cast<QLineSeries*>(series[0])->points()[1].y(), 0.0);  // not (510 + 0) / 2
            QCOMPARE(chart->title(), QStringLiteral("Marks per deal"));
        } else {
            QCOMPARE(chart->title(), QStringLiteral("Marks per deal, the last 100 deals"));
        }
    }

    // The figures in the language spoken: the locale's digits and decimal comma, a minus
    // sign; one deal's difference in whole marks, a mean to a tenth.
    void figuresInTheLocale_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QList<int>>("differences");
        QTest::addColumn<QString>("said");
        QTest::addColumn<QString>("tip");        // the chart's tooltip: the mean
        QTest::addColumn<QString>("axisLabel");  // one of the chart's marks
        QTest::newRow("one deal: whole marks, a minus sign")
            << "en" << QList<int>{-440} << "your marks minus theirs \u2212440."
            << "\u2212440.0"
            << "\u2212500";
        QTest::newRow("a mean, English: a point") << "en" << QList<int>{30, 26} << "theirs 28.0 a deal"
                                                  << "28.0"
                                                  << "20";
        QTest::newRow("a mean, French: a comma") << "fr" << QList<int>{30, 26} << " 28,0 "
                                                 << "28,0"
                                                 << "\u221220";
        QTest::newRow("a mean below 0, French: grouped thousands")
            << "fr" << QList<int>{-1500, -1001} << " \u22121\u202f250,5 "
            << "\u22121\u202f250,5"
            << "\u22121\u202f000";
    }

    void figuresInTheLocale()
    {
        QFETCH(QString, language);
        QFETCH(QList<int>, differences);
        QFETCH(QString, said);
        QFETCH(QString, tip);
        QFETCH(QString, axisLabel);
        installTranslations(language);
        HistoryStats s;
        s.parDifferences[std::size_t(Preset::Coinche)].assign(differences.begin(), differences.end());
        double sum = 0;
        for (int d : differences) sum += d;
        QCOMPARE(s.parsCompared(), int(differences.size()));
        QCOMPARE(s.parMean(), sum / differences.size());

        HistoryStatsView view;
        view.setStats(s);
        const QString summary = view.findChild<QLabel*>(QStringLiteral("statsSummary"))->text();
        QVERIFY2(summary.contains(said), qPrintable(summary));
        QVERIFY2(!summary.contains(QLatin1Char('-')), qPrintable(summary));  // a hyphen is not a minus
        const QChart* chart = view.findChild<QChartView*>(QStringLiteral("parChart"))->chart();
        QVERIFY2(chart->toolTip().contains(tip), qPrintable(chart->toolTip()));
        QVERIFY2(!chart->toolTip().contains(QLatin1Char('-')), qPrintable(chart->toolTip()));
        auto* marks = qobject_cast<QCategoryAxis*>(chart->axes(Qt::Vertical).value(0));
        QVERIFY(marks);
        QVERIFY2(marks->categoriesLabels().contains(axisLabel), qPrintable(marks->categoriesLabels().join(' ')));
        QVERIFY(marks->categoriesLabels().contains(QStringLiteral("0")));
    }

    // Every chart's title, legend and axis titles drawn whole in French, in the History window
    // at its size on a 1280x800 screen and at what a 1024x700 screen leaves it.
    void chartWordsWholeInFrench_data()
    {
        QTest::addColumn<QSize>("window");
        QTest::newRow("1280x800 screen") << QSize(1100, 700);
        QTest::newRow("1024x700 screen") << QSize(1000, 640);
    }

    void chartWordsWholeInFrench()
    {
        QFETCH(QSize, window);
        installTranslations(QStringLiteral("fr"));
        QTemporaryDir dir;
        HistoryStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("history.db"))).ok);
        HistoryWindow w(&store);
        w.resize(window);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // The store's (empty) figures first, then these: the view shows what it is given.
        QSignalSpy shown(&w, &HistoryWindow::statsShown);
        w.findChild<QTabWidget*>(QStringLiteral("historyTabs"))->setCurrentWidget(w.statsView());
        QVERIFY(shown.count() > 0 || shown.wait(20000));
        w.statsView()->setStats(everyChart());
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        const QString shot = qEnvironmentVariable("SHOT_DIR");
        if (!shot.isEmpty())
            QVERIFY(w.grab().save(
                QStringLiteral("%1/stats-fr-%2x%3.png").arg(shot).arg(window.width()).arg(window.height())));
        int charts = 0;
        QStringList cut;
        for (const QChartView* v : w.statsView()->findChildren<QChartView*>()) {
            if (!v->isVisible() || !v->chart()) continue;
            ++charts;
            const QStringList drawn = drawnTexts(v->chart());
            for (const QString& text : wholeTexts(v->chart()))
                if (!drawn.contains(spaced(text))) cut << QStringLiteral("%1: \"%2\"").arg(v->objectName(), text);
        }
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral("; "))));
        QCOMPARE(charts, 6);
    }

    // The Result column says what happened for the person (North–South): their side's
    // contract made or down, the other side's made against them or down; green when it went
    // their way, red when not. An imported deal (its South is not the person) says how its
    // contract went, in the text's colour.
    void resultFromYourSide_data()
    {
        QTest::addColumn<QString>("taker");
        QTest::addColumn<QString>("outcome");
        QTest::addColumn<bool>("imported");
        QTest::addColumn<QString>("said");
        QTest::addColumn<int>("colour");  // 1 green, -1 red, 0 none
        QTest::newRow("your contract made") << "S"
                                            << "made" << false << "Made" << 1;
        QTest::newRow("your partner's contract made") << "N"
                                                      << "made" << false << "Made" << 1;
        QTest::newRow("your contract down") << "S"
                                            << "down" << false << "Down" << -1;
        QTest::newRow("their contract made: against you") << "E"
                                                          << "made" << false << "Made against you" << -1;
        QTest::newRow("their surcoinched contract made: against you") << "W"
                                                                      << "made" << false << "Made against you" << -1;
        QTest::newRow("their contract down") << "W"
                                             << "down" << false << "They went down" << 1;
        QTest::newRow("your capot") << "N"
                                    << "capot" << false << "Capot" << 1;
        QTest::newRow("capot against your contract") << "S"
                                                     << "capot-against" << false << "Capot against you" << -1;
        QTest::newRow("their capot") << "E"
                                     << "capot" << false << "Capot against you" << -1;
        QTest::newRow("your capot against their contract") << "E"
                                                           << "capot-against" << false << "Capot" << 1;
        QTest::newRow("litige: neither") << "S"
                                         << "litige" << false << "Litige" << 0;
        QTest::newRow("passed") << ""
                                << "passed" << false << "Passed" << 0;
        QTest::newRow("imported: how the contract went") << "E"
                                                         << "made" << true << "Made" << 0;
    }

    void resultFromYourSide()
    {
        QFETCH(QString, taker);
        QFETCH(QString, outcome);
        QFETCH(bool, imported);
        QFETCH(QString, said);
        QFETCH(int, colour);
        DealRow d = dealRow(1, {0, 0});
        if (!taker.isEmpty()) {
            d.taker = *parseSeat(taker.toStdString());
            d.contract = QStringLiteral("110H");
            d.coinche = 4;  // surcoinched
        }
        d.outcome = *parseOutcome(outcome.toStdString());
        if (outcome == QLatin1String("made") || outcome == QLatin1String("capot")) d.made = true;
        if (outcome == QLatin1String("down") || outcome == QLatin1String("capot-against")) d.made = false;
        if (imported) d.gameId.reset();
        HistoryDealsModel model;
        model.reset({d});
        const QModelIndex cell = model.index(0, HistoryDealsModel::Result);
        QCOMPARE(cell.data().toString(), said);
        const QVariant fore = cell.data(Qt::ForegroundRole);
        if (colour == 0) {
            QVERIFY2(!fore.isValid(), qPrintable(fore.value<QColor>().name()));
            return;
        }
        const QColor c = fore.value<QColor>();
        QVERIFY(fore.isValid());
        QCOMPARE(c.green() > c.red(), colour > 0);
    }
};

QTEST_MAIN(TestGuiHistoryStats)
#include "tst_gui_history_stats.moc"
