#include "ai/botplayer.h"

#include "ai/botview.h"
#include "engine/text.h"

#include <QDeadlineTimer>
#include <QProcess>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstring>
#include <mutex>
#include <stdexcept>
#include <thread>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>
#include <cerrno>
#include <csignal>
#endif

namespace belote {

namespace {

constexpr qsizetype kMaxAnswer = 1 << 20;  // a longer line is no answer
constexpr qsizetype kStderrKept = 4096;

// Kills a bot that still runs, and what it started: each bot leads its own process group
// (a bot run through `sh -c` is not left behind).
void killBot(QProcess& p)
{
    if (p.state() == QProcess::NotRunning) return;
#ifdef Q_OS_UNIX
    if (p.processId() > 0) ::kill(-pid_t(p.processId()), SIGKILL);
#endif
    p.kill();
    p.waitForFinished(1000);
}

}  // namespace

// The bot's standard error goes to a pipe of its own, read on a thread of its own into its
// last kStderrKept bytes. Left to QProcess, it would be read inside waitForReadyRead(),
// which returns only for standard output and whose timer never runs out while standard
// error has something to read: a bot writing there without a pause held the match past
// the time limit, and all it wrote was kept in memory.
class BotPlayer::StderrTail {
public:
    StderrTail()
    {
#ifdef Q_OS_UNIX
        if (::pipe2(fds_, O_CLOEXEC) != 0) fds_[0] = fds_[1] = -1;
#endif
    }
    ~StderrTail()
    {
        stop_ = true;
        if (reader_.joinable()) reader_.join();
        closeChildEnd();
#ifdef Q_OS_UNIX
        if (fds_[0] >= 0) ::close(fds_[0]);
#endif
    }
    StderrTail(const StderrTail&) = delete;
    StderrTail& operator=(const StderrTail&) = delete;

    // The end the bot writes to, made its standard error between fork and exec (-1: no pipe,
    // what it writes there is dropped).
    int childEnd() const { return fds_[1]; }
    // The bot runs: only it holds the write end now, and its standard error is read.
    void started()
    {
        closeChildEnd();
        if (fds_[0] >= 0) reader_ = std::thread([this] { drain(); });
    }
    // What was kept; once the bot is gone, after what it wrote last (waits up to `ms` for
    // the end of the stream, which something the bot started may hold open).
    QByteArray tail(int ms)
    {
        std::unique_lock lock(mutex_);
        doneChanged_.wait_for(lock, std::chrono::milliseconds(ms), [this] { return done_ || !reader_.joinable(); });
        return kept_;
    }

private:
    void closeChildEnd()
    {
#ifdef Q_OS_UNIX
        if (fds_[1] >= 0) ::close(fds_[1]);
#endif
        fds_[1] = -1;
    }
    void drain()
    {
#ifdef Q_OS_UNIX
        char chunk[65536];
        while (!stop_) {
            pollfd p{fds_[0], POLLIN, 0};
            const int ready = ::poll(&p, 1, 100);  // a look at stop_ ten times a second
            if (ready < 0 && errno != EINTR) break;
            if (ready <= 0) continue;
            const ssize_t n = ::read(fds_[0], chunk, sizeof chunk);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) break;  // the end: the bot and all it started are gone
            const qsizetype from = std::max<qsizetype>(0, n - kStderrKept);
            std::lock_guard lock(mutex_);
            kept_.append(chunk + from, n - from);
            if (kept_.size() > kStderrKept) kept_.remove(0, kept_.size() - kStderrKept);
        }
#endif
        std::lock_guard lock(mutex_);
        done_ = true;
        doneChanged_.notify_all();
    }

    int fds_[2] = {-1, -1};
    std::thread reader_;
    std::atomic<bool> stop_{false};
    std::mutex mutex_;
    std::condition_variable doneChanged_;
    bool done_ = false;  // the reader has stopped
    QByteArray kept_;
};

std::optional<BotCommand> parseBotCommand(const std::string& line, std::string* why)
{
    BotCommand out;
    out.text = line;
    QStringList words;
    std::string word;
    bool inWord = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (c == ' ' || c == '\t' || c == '\n') {
            if (inWord) words << QString::fromStdString(word);
            word.clear();
            inWord = false;
            continue;
        }
        inWord = true;
        if (c == '\'') {
            const std::size_t end = line.find('\'', i + 1);
            if (end == std::string::npos) {
                *why = "open ' quote";
                return std::nullopt;
            }
            word += line.substr(i + 1, end - i - 1);
            i = end;
        } else if (c == '"') {
            for (++i; i < line.size() && line[i] != '"'; ++i) {
                if (line[i] == '\\' && i + 1 < line.size() && std::strchr("\"\\$`", line[i + 1])) ++i;
                word += line[i];
            }
            if (i >= line.size()) {
                *why = "open \" quote";
                return std::nullopt;
            }
        } else if (c == '\\' && i + 1 < line.size()) {
            word += line[++i];
        } else {
            word += c;
        }
    }
    if (inWord) words << QString::fromStdString(word);
    if (words.isEmpty()) {
        *why = "no program";
        return std::nullopt;
    }
    out.program = words.takeFirst();
    out.arguments = words;
    return out;
}

BotPlayer::BotPlayer(BotCommand command, const Rules& rules, Seat seat, int timeoutMs)
    : command_(std::move(command)), rules_(rules), seat_(seat), timeoutMs_(std::max(1, timeoutMs))
{
    name_ = "bot:" + shownText(QString::fromStdString(command_.text), 60).toStdString();
    game_.target = rules.target;
}

BotPlayer::~BotPlayer() { stop(); }

void BotPlayer::stop()
{
    if (!process_ || process_->state() == QProcess::NotRunning) return;
    if (error_.empty() && process_->state() == QProcess::Running) {
        const int grace = std::min(timeoutMs_, 2000);
        process_->write(quitMessage() + '\n');
        process_->waitForBytesWritten(grace);
        process_->closeWriteChannel();
        if (process_->waitForFinished(grace)) return;
    }
    killBot(*process_);
}

std::string BotPlayer::seconds() const { return QString::number(timeoutMs_ / 1000.0).toStdString() + " s"; }

std::string BotPlayer::exitWhy() const
{
    std::string why = process_->exitStatus() == QProcess::CrashExit
                          ? "crashed (signal " + std::to_string(process_->exitCode()) + ")"
                          : "exited with status " + std::to_string(process_->exitCode());
    const QList<QByteArray> lines = stderr_->tail(200).trimmed().split('\n');
    if (!lines.isEmpty() && !lines.last().trimmed().isEmpty())
        why += ", its last words: \"" + shownText(QString::fromUtf8(lines.last().trimmed()), 80).toStdString() + "\"";
    return why;
}

void BotPlayer::fail(const char* type, const std::string& why)
{
    error_ = name_ + " at " + seatLetter(seat_) + ": " + type + ": " + why;
    if (process_) killBot(*process_);
    throw std::runtime_error(error_);
}

void BotPlayer::start()
{
    if (!error_.empty()) throw std::runtime_error(error_);
    if (process_) return;
    process_ = std::make_unique<QProcess>();
    stderr_ = std::make_unique<StderrTail>();
    // Standard error is not QProcess's to read: the child's is made the tail's pipe.
    process_->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    if (stderr_->childEnd() < 0) process_->setStandardErrorFile(QProcess::nullDevice());
#ifdef Q_OS_UNIX
    process_->setChildProcessModifier([fd = stderr_->childEnd()] {
        ::setpgid(0, 0);
        if (fd >= 0) ::dup2(fd, STDERR_FILENO);
    });
#endif
    process_->start(command_.program, command_.arguments);
    stderr_->started();
    if (!process_->waitForStarted(timeoutMs_))
        fail("hello", "cannot start " + shownText(command_.program, 60).toStdString() + ": " +
                          process_->errorString().toStdString());
    const QDeadlineTimer deadline(timeoutMs_);
    send("hello", helloMessage(rules_, seat_), deadline);
    std::string why;
    const auto answer = readAnswer(readLine("hello", deadline), &why);
    if (!answer) fail("hello", why);
    const auto name = readHelloAnswer(*answer, &why);
    if (!name) fail("hello", why);
    botName_ = *name;
}

void BotPlayer::checkQuiet(const char* type)
{
    process_->waitForReadyRead(0);
    buffer_ += process_->readAllStandardOutput();
    if (!buffer_.isEmpty())
        fail(type,
             "wrote what it was not asked: \"" + shownText(QString::fromUtf8(buffer_.trimmed())).toStdString() + "\"");
}

void BotPlayer::send(const char* type, const QByteArray& line, const QDeadlineTimer& deadline)
{
    if (process_->state() != QProcess::Running) fail(type, exitWhy());
    process_->write(line + '\n');
    while (process_->bytesToWrite() > 0) {
        if (deadline.hasExpired()) fail(type, "did not read the question within " + seconds());
        if (!process_->waitForBytesWritten(int(std::max<qint64>(1, deadline.remainingTime())))) {
            if (process_->state() != QProcess::Running) fail(type, exitWhy());
        }
    }
}

QByteArray BotPlayer::readLine(const char* type, const QDeadlineTimer& deadline)
{
    for (;;) {
        if (const qsizetype nl = buffer_.indexOf('\n'); nl >= 0) {
            const QByteArray line = buffer_.left(nl);
            buffer_.remove(0, nl + 1);
            return line;
        }
        if (buffer_.size() > kMaxAnswer) fail(type, "answer longer than 1 MB");
        if (process_->state() == QProcess::NotRunning) fail(type, exitWhy());
        if (deadline.hasExpired()) fail(type, "no answer within " + seconds());
        const bool ready = process_->waitForReadyRead(int(std::max<qint64>(1, deadline.remainingTime())));
        buffer_ += process_->readAllStandardOutput();
        // No output yet the process runs: its standard output may be closed; wait for its end
        // a little at a time rather than spin.
        if (!ready && process_->state() == QProcess::Running && !deadline.hasExpired()) {
            process_->waitForFinished(int(std::clamp<qint64>(deadline.remainingTime(), 1, 50)));
            buffer_ += process_->readAllStandardOutput();
        }
    }
}

QJsonObject BotPlayer::ask(const char* type, const QByteArray& message)
{
    start();
    checkQuiet(type);
    const QDeadlineTimer deadline(timeoutMs_);
    send(type, message, deadline);
    std::string why;
    const auto answer = readAnswer(readLine(type, deadline), &why);
    if (!answer) fail(type, why);
    return *answer;
}

void BotPlayer::startDeal(const Deal& deal, Seat seat, const GameContext& game)
{
    (void)deal;
    (void)seat;
    game_ = game;
}

void BotPlayer::dealOver(const Deal& deal, Seat seat)
{
    (void)seat;
    if (!error_.empty()) return;
    // No answer is awaited; a bot that is gone is found out at the next question, so that
    // the deal just finished is kept. A bot not asked anything yet says hello first.
    try {
        start();
        send("result", resultMessage(deal), QDeadlineTimer(timeoutMs_));
    } catch (const std::runtime_error&) {
    }
}

Call BotPlayer::chooseCall(const Deal& deal, Seat seat, const CallList& legal)
{
    const QJsonObject answer = ask("call", callMessage(deal, seat, game_, legal));
    std::string why;
    const auto call = readCallAnswer(answer, deal, seat, legal, &why);
    if (!call) fail("call", why);
    return *call;
}

bool BotPlayer::coincheOutOfTurn(const Deal& deal, Seat seat)
{
    const QJsonObject answer = ask("call (outOfTurn)", outOfTurnMessage(deal, seat, game_));
    std::string why;
    const auto coinche = readOutOfTurnAnswer(answer, &why);
    if (!coinche) fail("call (outOfTurn)", why);
    return *coinche;
}

DeclarationSet BotPlayer::chooseDeclarations(const Deal& deal, Seat seat, const DeclarationChoices& choices)
{
    const QJsonObject answer = ask("declare", declareMessage(deal, seat, game_, choices));
    std::string why;
    const auto set = readDeclarationsAnswer(answer, choices, &why);
    if (!set) fail("declare", why);
    return *set;
}

Card BotPlayer::chooseCard(const Deal& deal, Seat seat, CardSet legal)
{
    const QJsonObject answer = ask("play", playMessage(deal, seat, game_, legal));
    std::string why;
    const auto card = readCardAnswer(answer, deal, legal, &why);
    if (!card) fail("play", why);
    return *card;
}

}  // namespace belote
