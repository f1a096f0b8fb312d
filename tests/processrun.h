// Runs a built program as a user does, through QProcess: its arguments, its standard input,
// and what it wrote and returned. Shared by the tests of rebelote-cli and of the bot protocol.
#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace processrun {

struct Run {
    int exitCode = -1;  // -1: it crashed, could not start or ran past the timeout
    QByteArray out, err;
    qint64 ms = 0;  // wall time, start to exit
};

struct Options {
    QByteArray input;         // written to standard input, which is then closed
    QString dir;              // the working directory; empty: this process's
    int timeoutMs = 60000;    // then it is killed, and err says so
    bool noDisplay = false;   // run without DISPLAY, WAYLAND_DISPLAY and QT_QPA_PLATFORM
    QStringList environment;  // "NAME=value", set over this process's environment
};

inline Run run(const QString& program, const QStringList& args, const Options& o = {})
{
    QProcess p;
    if (!o.dir.isEmpty()) p.setWorkingDirectory(o.dir);
    if (o.noDisplay || !o.environment.isEmpty()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        if (o.noDisplay) {
            env.remove(QStringLiteral("DISPLAY"));
            env.remove(QStringLiteral("WAYLAND_DISPLAY"));
            env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        }
        for (const QString& v : o.environment)
            env.insert(v.section(QLatin1Char('='), 0, 0), v.section(QLatin1Char('='), 1));
        p.setProcessEnvironment(env);
    }
    QElapsedTimer clock;
    clock.start();
    p.start(program, args);
    Run r;
    if (!p.waitForStarted(10000)) {
        r.err = "cannot start " + program.toUtf8();
        return r;
    }
    p.write(o.input);
    p.closeWriteChannel();
    if (!p.waitForFinished(o.timeoutMs)) {
        p.kill();
        p.waitForFinished();
        r.err = "timed out: " + args.join(QLatin1Char(' ')).toUtf8();
        return r;
    }
    r.ms = clock.elapsed();
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

}  // namespace processrun
