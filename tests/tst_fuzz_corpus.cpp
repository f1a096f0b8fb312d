// The record fuzz target's check (fuzz/record_check.h) without libFuzzer: every file of
// the corpus tests/fuzz/corpus, and the inputs the fuzzer found bugs with, each written
// small, with the refusal they must now get.
#include "fuzz/record_check.h"

#include <QDir>
#include <QFile>
#include <QtTest>

using namespace belote;

namespace {

const QString kCorpus = QStringLiteral(REBELOTE_TEST_DATA "/../fuzz/corpus");

QStringList corpusFiles() { return QDir(kCorpus).entryList(QDir::Files, QDir::Name); }

}  // namespace

class TestFuzzCorpus : public QObject {
    Q_OBJECT

private slots:
    void corpusIsThere();
    void corpus_data();
    void corpus();
    void foundByFuzzing_data();
    void foundByFuzzing();
};

void TestFuzzCorpus::corpusIsThere()
{
    QVERIFY2(corpusFiles().size() >= 20, qPrintable(kCorpus + ": the corpus is missing"));
}

void TestFuzzCorpus::corpus_data()
{
    QTest::addColumn<QString>("path");
    for (const QString& name : corpusFiles()) QTest::newRow(qPrintable(name)) << QDir(kCorpus).filePath(name);
    if (corpusFiles().isEmpty()) QTest::newRow("no corpus") << kCorpus + "/(no file)";  // fails below
}

void TestFuzzCorpus::corpus()
{
    QFETCH(QString, path);
    QFile f(path);
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
    const QString why = fuzz::checkRecordRoundTrip(f.readAll());
    QVERIFY2(why.isEmpty(), qPrintable(why));
}

void TestFuzzCorpus::foundByFuzzing_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("error");  // the refusal, empty when the record is good

    const QByteArray deck =
        R"("deck":["7S","8S","9S","TS","JS","QS","KS","AS","7H","8H","9H","TH","JH","QH","KH","AH",)"
        R"("7D","8D","9D","TD","JD","QD","KD","AD","7C","8C","9C","TC","JC","QC","KC","AC"])";
    const QByteArray head = R"({"rules":{"preset":"coinche"},"dealer":"S",)" + deck;

    // Rules::fromJson quotes an unknown preset or option whole: the refusal went over
    // several lines.
    QTest::newRow("a preset name with a newline is refused on one line")
        << QByteArray(R"({"rules":{"preset":"x\ny"},"dealer":"S"})") << R"(rules: unknown preset "x?y")";
    QTest::newRow("an option name with control characters is refused on one line")
        << QByteArray(R"({"rules":{"preset":"coinche","a\u0000\nb":1},"dealer":"S"})")
        << R"(rules: unknown option "a??b")";
    // A lone UTF-16 surrogate in an unknown field was written as UTF-8 '?' and read back
    // as another key: the record was written differently the second time.
    QTest::newRow("a lone surrogate in a key is refused") << head + R"(,"x\ud400":1,"x\ud800":2})"
                                                          << R"("x?": \ud800 alone is not a character)";
    QTest::newRow("a lone surrogate in a value is refused") << head + R"(,"note":["\udc00x"]})"
                                                            << R"("note": \udc00 alone is not a character)";
    QTest::newRow("a surrogate pair is text") << head + R"(,"note":"\ud83c\udca1 ok"})" << QString();
}

void TestFuzzCorpus::foundByFuzzing()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, error);
    const QString why = fuzz::checkRecordRoundTrip(input);
    QVERIFY2(why.isEmpty(), qPrintable(why));
    QCOMPARE(readRecord(input).error, error);
}

QTEST_APPLESS_MAIN(TestFuzzCorpus)
#include "tst_fuzz_corpus.moc"
