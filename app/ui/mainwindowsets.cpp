// The main window's deal sets (docs/sets.md): Game ▸ Today's deals, a set played deal after
// deal through the controller's SetSession, each deal's result and par kept in the history,
// the set's score in the status bar, and its end said with the History to replay it.
#include "app/controller/setsession.h"
#include "app/ui/mainwindow.h"
#include "app/ui/statusnotices.h"
#include "app/ui/tableview.h"
#include "engine/setcode.h"

#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>

namespace rebelote {

using namespace belote;

namespace {

// A set's name in the person's words: a day's set by its date in their language.
QString setTitle(const QString& name, SetKind kind, QDate day)
{
    if (kind == SetKind::Day)
        return MainWindow::tr("Today's deals, %1").arg(QLocale().toString(day, QLocale::LongFormat));
    return name;
}

}  // namespace

void MainWindow::connectSets()
{
    sets_ = new SetSession(controller_, this);
    table_->setAfterDeal([this] { return nextSetDeal(); });
    // The set's rows are written by the history's session, off the window's thread.
    connect(sets_, &SetSession::dealPlayed, this, [this](int number, int result, const QJsonObject& record) {
        if (!setId_) return;
        history_->saveSetDeal(setId_, number, result, record, this, [this, number](const QString& why) {
            notices_->show(tr("Deal %1 of the set is not kept in the history: %2").arg(number).arg(why), 15000);
        });
    });
    connect(sets_, &SetSession::parKnown, this, [this](int number, int par) {
        if (setId_) history_->saveSetPar(setId_, number, par);
    });
    connect(sets_, &SetSession::scoreChanged, this, &MainWindow::updateStatus);
}

void MainWindow::playTodaysDeals() { playSet(daySet(settings_.rules, QDate::currentDate())); }

void MainWindow::playSet(const DealSet& set)
{
    if (!mayDealWhileHistoryWaits()) return;
    setId_ = 0;
    // The set's row, and what was played of it, read by the history's session; the set is
    // dealt once it has answered.
    history_->beginSet(set, this, [this, set](qint64 setId, const std::optional<SetRow>& row) {
        setId_ = setId;
        startSet(set, row);
    });
}

void MainWindow::startSet(const DealSet& set, const std::optional<SetRow>& row)
{
    std::vector<SetSession::Kept> kept;
    if (row) {
        for (const SetDealRow& d : row->played) kept.push_back({d.number, d.result, d.par, d.record});
        if (row->finished()) {
            showSetEnd(setTitle(row->name, row->kind, row->day), row->score());
            return;
        }
    }
    QString why;
    if (!sets_->start(set, settings_.setup(QRandomGenerator::global()->generate64()), kept, &why)) {
        notices_->show(why, 15000);
        return;
    }
    table_->setFocus();
    updateStatus();
}

bool MainWindow::nextSetDeal()
{
    if (!sets_->active()) return false;
    if (sets_->next()) return true;
    if (!sets_->finished()) return false;
    const DealSet& set = sets_->set();
    showSetEnd(setTitle(set.name, set.kind, set.day), sets_->score());
    return true;
}

void MainWindow::showSetEnd(const QString& name, const SetScore& score)
{
    // The name in the text, where it is read whole: a window's title is cut to the box's width.
    auto* box = new QMessageBox(QMessageBox::Information, tr("Deal set"), QString(), QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("setEnd"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QString text =
        name + QLatin1Char('\n') + tr("You have played this set.") + QLatin1Char('\n') + SetSession::scoreText(score);
    if (score.counted < score.deals)
        text += QLatin1Char('\n') + tr("The bots are still playing the last deal on the same cards: "
                                       "the score counts the deals whose par is known.");
    box->setText(text);
    QPushButton* replay = box->addButton(tr("&Replay in the History…"), QMessageBox::AcceptRole);
    replay->setObjectName(QStringLiteral("setEndReplay"));
    box->addButton(QMessageBox::Close);
    box->setDefaultButton(replay);
    connect(box, &QMessageBox::buttonClicked, this, [this, replay](QAbstractButton* b) {
        if (b == replay) showHistory();
    });
    box->open();
}

QString MainWindow::setStatus() const
{
    const DealSet& set = sets_->set();
    const QString title = setTitle(set.name, set.kind, set.day);
    const QString score = SetSession::scoreText(sets_->score());
    if (sets_->finished()) return tr("%1 · played · %2").arg(title, score);
    return tr("%1 · deal %2 of %3 · %4").arg(title).arg(sets_->current() + 1).arg(set.deals.size()).arg(score);
}

}  // namespace rebelote
