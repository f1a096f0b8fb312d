// A bot for tst_bot that speaks the bot protocol and misbehaves on demand:
//
//   fakebot MODE [N] [LOG]
//
// good        answers every question with the first legal choice
// notjson     answers the Nth play question (default the first) with a line that is not JSON
// notobject   ... with a JSON array
// nocard      ... with {"cards": ...}
// illegal     ... with a card that is not legal (one of its hand that is not, else one it lacks)
// slow        ... after sleeping a minute
// crash       ... by crashing (abort, no core file)
// exit        ... by exiting with status 3 after a line on standard error
// extra       ... with its answer twice
// badcall     answers its first call with "surcoinche"
// baddeclare  answers its first declare question with ["carre:7"]
// hello-notjson, hello-slow, hello-exit: the same faults at hello
// flood       writes to its standard error without a pause from its start (the protocol lets
//             a bot log there) and answers every question
// flood-late  floods the same, and answers the Nth play question after 2 s, then writes
//             "(answered late)" to LOG: a game that keeps to a time limit of 1 s has killed
//             it by then
//
// LOG: a file each message received is appended to, one a line.
#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <sys/resource.h>
#include <unistd.h>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <thread>

namespace {

void say(const QJsonObject& o)
{
    std::fputs(QJsonDocument(o).toJson(QJsonDocument::Compact).constData(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

void sayRaw(const char* line)
{
    std::fputs(line, stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

void sleepLong() { std::this_thread::sleep_for(std::chrono::seconds(60)); }

// Log lines to standard error, one block after the other, until the process ends.
void flood()
{
    std::thread([] {
        std::string block;
        while (block.size() < 4096) block += "fakebot: thinking hard about every card of the deck\n";
        for (;;)
            if (::write(2, block.data(), block.size()) < 0) return;
    }).detach();
}

[[noreturn]] void crash()
{
    const rlimit none{0, 0};
    setrlimit(RLIMIT_CORE, &none);
    std::fputs("fakebot: crashing\n", stderr);
    std::abort();  // SIGABRT: sanitizers leave it alone
}

[[noreturn]] void giveUp()
{
    std::fputs("fakebot: giving up\n", stderr);
    std::exit(3);
}

}  // namespace

int main(int argc, char** argv)
{
    const std::string mode = argc > 1 ? argv[1] : "good";
    const int n = argc > 2 ? std::atoi(argv[2]) : 1;
    std::FILE* log = argc > 3 ? std::fopen(argv[3], "ab") : nullptr;
    int plays = 0;
    bool called = false, declared = false;
    if (mode.rfind("flood", 0) == 0) flood();
    std::string line;
    while (std::getline(std::cin, line)) {
        if (log) {
            std::fprintf(log, "%s\n", line.c_str());
            std::fflush(log);
        }
        const QJsonObject m = QJsonDocument::fromJson(QByteArray::fromStdString(line)).object();
        const QString type = m.value("type").toString();
        const QJsonArray legal = m.value("legal").toArray();
        if (type == "hello") {
            if (mode == "hello-notjson") sayRaw("hello yourself");
            if (mode == "hello-slow") sleepLong();
            if (mode == "hello-exit") giveUp();
            say({{"name", QString::fromStdString("fakebot " + mode)}});
        } else if (type == "call") {
            if (mode == "badcall" && !called) say({{"call", "surcoinche"}});
            else say({{"call", legal.first()}});
            called = true;
        } else if (type == "declare") {
            if (mode == "baddeclare" && !declared) say({{"declarations", QJsonArray{"carre:7"}}});
            else say({{"declarations", legal.first()}});
            declared = true;
        } else if (type == "play") {
            const QJsonObject answer{{"card", legal.first()}};
            if (++plays != n || mode == "good" || mode == "flood") {
                say(answer);
                continue;
            }
            if (mode == "notjson") sayRaw("this is not JSON");
            else if (mode == "notobject") sayRaw("[\"JH\"]");
            else if (mode == "nocard") say({{"cards", legal.first()}});
            else if (mode == "slow") {
                sleepLong();
                say(answer);
            } else if (mode == "flood-late") {
                std::this_thread::sleep_for(std::chrono::seconds(2));
                say(answer);
                if (log) {  // still alive: the game waited past its time limit
                    std::fputs("(answered late)\n", log);
                    std::fflush(log);
                }
            } else if (mode == "crash") crash();
            else if (mode == "exit") giveUp();
            else if (mode == "extra") {
                // In one write: the second line is there when the next question is asked,
                // however loaded the machine (two writes let the game ask it in between).
                const QByteArray line = QJsonDocument(answer).toJson(QJsonDocument::Compact);
                sayRaw((line + '\n' + line).constData());
            } else if (mode == "illegal") {
                QString wrong;
                for (const QJsonValue& c : m.value("view").toObject().value("hand").toArray())
                    if (!legal.contains(c)) wrong = c.toString();
                if (wrong.isEmpty())
                    for (const char* c : {"7S", "8S", "9S", "TS", "JS"})
                        if (!m.value("view").toObject().value("hand").toArray().contains(QString(c))) {
                            wrong = c;
                            break;
                        }
                say({{"card", wrong}});
            } else {
                say(answer);
            }
        } else if (type == "quit") {
            return 0;
        }
    }
    return 0;
}
