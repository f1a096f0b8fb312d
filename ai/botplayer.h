// A seat played by an outside program through the bot protocol (../shared/BOT-PROTOCOL.md):
// the program is started on the first question, told `hello`, asked each call, declaration
// and card with the VIEW of its seat, told the `result` of each deal and `quit` at the end.
// One process per seat.
//
// A bot that answers what is not JSON, not a legal move, later than the time limit, or that
// crashes or exits, makes the question throw std::runtime_error with one line:
//   bot:COMMAND at SEAT: TYPE: why
// (TYPE: hello, call, call (outOfTurn), declare, play) and the process is killed at once:
// the game never waits longer than the time limit on a bot. The process's standard error is
// read on a thread of its own, so that a bot writing there without a pause neither holds a
// question past the time limit nor fills the memory: its last 4 KB are kept (the last line
// is quoted when it exits or crashes), not shown.
//
// Needs a QCoreApplication (QProcess); it runs without an event loop.
#pragma once

#include "ai/player.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>
#include <string>

class QProcess;
class QDeadlineTimer;

namespace belote {

struct BotCommand {
    QString program;
    QStringList arguments;
    std::string text;  // the command line as written, to name the bot
};

// Splits a command line into the program and its arguments as a POSIX shell splits words,
// without a shell: blanks separate words; '…' keeps its text as it is; "…" keeps its text,
// a backslash in it escaping only " \ $ `; outside quotes a backslash keeps the next
// character. No variables, globs, pipes or redirections (`sh -c '…'` gives those). The
// program is found on PATH when it has no slash. Empty or an open quote: nullopt, *why set.
std::optional<BotCommand> parseBotCommand(const std::string& line, std::string* why);

class BotPlayer final : public Player {
public:
    static constexpr int kDefaultTimeoutMs = 10000;

    BotPlayer(BotCommand command, const Rules& rules, Seat seat, int timeoutMs = kDefaultTimeoutMs);
    ~BotPlayer() override;  // says quit, waits a little, then kills
    BotPlayer(const BotPlayer&) = delete;
    BotPlayer& operator=(const BotPlayer&) = delete;

    const char* name() const override { return name_.c_str(); }  // "bot:COMMAND"
    void startDeal(const Deal& deal, Seat seat, const GameContext& game) override;
    void dealOver(const Deal& deal, Seat seat) override;
    Call chooseCall(const Deal& deal, Seat seat, const CallList& legal) override;
    bool coincheOutOfTurn(const Deal& deal, Seat seat) override;
    DeclarationSet chooseDeclarations(const Deal& deal, Seat seat, const DeclarationChoices& choices) override;
    Card chooseCard(const Deal& deal, Seat seat, CardSet legal) override;

    // The name the bot gave in answer to hello (empty before).
    const QString& botName() const { return botName_; }

private:
    void start();
    QJsonObject ask(const char* type, const QByteArray& message);
    void checkQuiet(const char* type);
    void send(const char* type, const QByteArray& line, const QDeadlineTimer& deadline);
    QByteArray readLine(const char* type, const QDeadlineTimer& deadline);
    std::string exitWhy() const;
    std::string seconds() const;
    [[noreturn]] void fail(const char* type, const std::string& why);
    void stop();

    BotCommand command_;
    Rules rules_;
    Seat seat_;
    int timeoutMs_;
    std::string name_;
    QString botName_;
    class StderrTail;
    std::unique_ptr<QProcess> process_;
    std::unique_ptr<StderrTail> stderr_;  // its last lines, read on a thread of its own
    QByteArray buffer_;                   // standard output not yet read as a line
    std::string error_;                   // once failed, every question throws this again
    GameContext game_;
};

}  // namespace belote
