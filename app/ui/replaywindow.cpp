#include "app/ui/replaywindow.h"

#include "app/analysis/dealanalyser.h"
#include "app/controller/gamecontroller.h"
#include "app/controller/gametext.h"
#include "app/ui/tableview.h"
#include "app/ui/windowplace.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSlider>
#include <QSplitter>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

using namespace belote;

namespace rebelote {

namespace {

constexpr int kWhatColumn = 2;
constexpr int kMarkColumn = 3;
constexpr int kLevelColumn = 4;

QString marksText(double marks)
{
    return QString::number(marks, 'f', std::abs(marks - std::round(marks)) < 0.05 ? 0 : 1);
}

}  // namespace

ReplayWindow::ReplayWindow(const QJsonObject& record, const std::array<QString, 4>& names, QWidget* parent)
    : QWidget(parent, Qt::Window), record_(record), names_(names)
{
    setObjectName(QStringLiteral("replayWindow"));
    setWindowTitle(tr("Replay"));
    if (!movesOfRecord(record, &moves_, &error_) && error_.isEmpty()) error_ = tr("the deal cannot be replayed");
    for (int s = 0; s < kSeats; ++s)
        if (names_[s].isEmpty()) names_[s] = seatWord(Seat(s));

    controller_ = new GameController(this);
    controller_->setPace(300);
    // A full trick stays until the next step: the replay moves only when asked.
    controller_->setTrickPause(24 * 3600 * 1000);
    table_ = new TableView(controller_, this);
    table_->setReplay(true);

    QHBoxLayout* buttons = buildControls();
    QHBoxLayout* playOnRow = buildPlayOnRow();

    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(table_, 1);
    leftLayout->addLayout(buttons);
    leftLayout->addLayout(playOnRow);

    QWidget* right = buildAnalysisPanel();

    split_ = new QSplitter(this);
    split_->addWidget(left);
    split_->addWidget(right);
    // A wider window widens the table; the analysis keeps the width its columns need
    // (fitAnalysis(), as it is shown).
    split_->setStretchFactor(0, 1);
    split_->setStretchFactor(1, 0);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split_);
    windowplace::keep(this, QStringLiteral("replay"), QSize(1280, 800));

    if (!isValid()) {
        where_->setText(tr("This deal cannot be replayed: %1").arg(error_));
        return;
    }
    buildMoveList();
    summary_->setText(tr("Not analysed yet."));
    setPosition(0);
}

// The buttons under the table: steps, the position, a trick to go to, the pace of Play.
QHBoxLayout* ReplayWindow::buildControls()
{
    auto* buttons = new QHBoxLayout;
    auto button = [this, buttons](const QString& name, const QString& text, const QString& tip, auto slot) {
        auto* b = new QPushButton(text, this);
        b->setObjectName(name);
        b->setToolTip(tip);
        b->setFocusPolicy(Qt::NoFocus);  // the keys belong to the window
        // An arrow is narrower than a push button's word: at their width the table keeps
        // room beside an analysis read whole, in a window of 1024 px (fitAnalysis()).
        if (name != QLatin1String("play"))
            b->setFixedWidth(b->fontMetrics().horizontalAdvance(text) + 4 * b->fontMetrics().averageCharWidth());
        connect(b, &QPushButton::clicked, this, slot);
        buttons->addWidget(b);
        return b;
    };
    button(QStringLiteral("start"), QStringLiteral("|\u25c0"), tr("To the deal as dealt (Home)"),
           [this] { setPosition(0); });
    button(QStringLiteral("previousTrick"), QStringLiteral("\u25c0\u25c0"), tr("Previous trick (Page Up)"),
           [this] { stepTrick(-1); });
    button(QStringLiteral("back"), QStringLiteral("\u25c0"), tr("One call or card back (Left)"), [this] { step(-1); });
    play_ = button(QStringLiteral("play"), tr("Play"), tr("Play and pause (Space)"), [this] { togglePlay(); });
    button(QStringLiteral("forward"), QStringLiteral("\u25b6"), tr("One call or card on (Right)"), [this] { step(1); });
    button(QStringLiteral("nextTrick"), QStringLiteral("\u25b6\u25b6"), tr("Next trick (Page Down)"),
           [this] { stepTrick(1); });
    button(QStringLiteral("end"), QStringLiteral("\u25b6|"), tr("To the end of the deal (End)"),
           [this] { setPosition(moveCount()); });
    slider_ = new QSlider(Qt::Horizontal, this);
    slider_->setObjectName(QStringLiteral("position"));
    slider_->setFocusPolicy(Qt::NoFocus);
    slider_->setRange(0, moveCount());
    connect(slider_, &QSlider::valueChanged, this, [this](int v) {
        if (v != position_) setPosition(v);
    });
    buttons->addWidget(slider_, 1);
    // Straight to a trick: its first card on the table (keys 1 to 8), the deal as dealt, the breakdown.
    jump_ = new QComboBox(this);
    jump_->setObjectName(QStringLiteral("jumpTo"));
    jump_->setFocusPolicy(Qt::NoFocus);
    jump_->setToolTip(tr("Go to a trick (keys 1 to 8)"));
    connect(jump_, &QComboBox::activated, this, [this](int i) { setPosition(jump_->itemData(i).toInt()); });
    buttons->addWidget(jump_);
    pace_ = new QComboBox(this);
    pace_->setObjectName(QStringLiteral("replayPace"));
    pace_->setFocusPolicy(Qt::NoFocus);
    pace_->addItem(tr("Fast"), 400);
    pace_->addItem(tr("Normal"), 1000);
    pace_->addItem(tr("Slow"), 2000);
    pace_->setCurrentIndex(1);
    buttons->addWidget(pace_);
    timer_ = new QTimer(this);
    connect(timer_, &QTimer::timeout, this, [this] {
        if (position_ >= moveCount()) togglePlay();
        else step(1);
    });
    connect(pace_, &QComboBox::currentIndexChanged, this,
            [this] { timer_->setInterval(pace_->currentData().toInt()); });
    timer_->setInterval(pace_->currentData().toInt());
    return buttons;
}

// Where the replay is, and the offer to play the deal on from there.
QHBoxLayout* ReplayWindow::buildPlayOnRow()
{
    where_ = new QLabel(this);
    where_->setObjectName(QStringLiteral("where"));
    auto* playOnRow = new QHBoxLayout;
    playOnRow->addWidget(where_, 1);
    playOnRow->addWidget(new QLabel(tr("Play on from here as:"), this));
    seat_ = new QComboBox(this);
    seat_->setObjectName(QStringLiteral("playOnSeat"));
    seat_->setFocusPolicy(Qt::NoFocus);
    for (Seat s : {Seat::South, Seat::West, Seat::North, Seat::East}) seat_->addItem(names_[int(s)], int(s));
    playOnRow->addWidget(seat_);
    auto* playOn = playOn_ = new QPushButton(tr("&Play on"), this);
    playOn->setObjectName(QStringLiteral("playOn"));
    playOn->setFocusPolicy(Qt::NoFocus);
    playOn->setToolTip(tr("Play the deal on from this point against the computer players (P)"));
    connect(playOn, &QPushButton::clicked, this, &ReplayWindow::requestPlayOn);
    playOnRow->addWidget(playOn);
    playOnLabel_ = playOnRow->itemAt(1)->widget();
    // Offered only where someone takes the deal up (setPlayOnEnabled).
    setPlayOnEnabled(false);
    return playOnRow;
}

// The analysis beside the table: the line shown, the summary, every call and card.
QWidget* ReplayWindow::buildAnalysisPanel()
{
    auto* right = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    summary_ = new QLabel(this);
    summary_->setObjectName(QStringLiteral("analysisSummary"));
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::RichText);
    list_ = new QTreeWidget(this);
    list_->setObjectName(QStringLiteral("moves"));
    list_->setRootIsDecorated(false);
    list_->setFocusPolicy(Qt::NoFocus);
    list_->setHeaderLabels({tr("#"), tr("Seat"), tr("Call or card"), tr("Marks lost"), tr("Normal level")});
    list_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Where the window is too narrow for every column whole (1024 px, in French), the call
    // or card gives way, elided with its whole text in a tip: the analysis's columns stay read.
    list_->header()->setStretchLastSection(false);
    list_->header()->setSectionResizeMode(kWhatColumn, QHeaderView::Stretch);
    list_->setTextElideMode(Qt::ElideRight);
    connect(list_, &QTreeWidget::itemClicked, this,
            [this](QTreeWidgetItem* item) { setPosition(list_->indexOfTopLevelItem(item) + 1); });
    // A practice deal's lines taken back (setLinesTakenBack()): which one the replay shows.
    auto* lineRow = new QHBoxLayout;
    auto* lineLabel = new QLabel(tr("Line:"), this);
    line_ = new QComboBox(this);
    line_->setObjectName(QStringLiteral("line"));
    line_->setFocusPolicy(Qt::NoFocus);
    line_->setToolTip(
        tr("The line played to the end, a line taken back in this practice deal, or the bots' line on the same cards"));
    connect(line_, &QComboBox::activated, this, [this](int i) { showLine(line_->itemData(i).toInt()); });
    lineRow->addWidget(lineLabel);
    lineRow->addWidget(line_, 1);
    lineLabel_ = lineLabel;
    lineLabel_->hide();
    line_->hide();
    rightLayout->addLayout(lineRow);
    rightLayout->addWidget(new QLabel(tr("<b>Analysis</b> (every hand seen)"), this));
    rightLayout->addWidget(summary_);
    rightLayout->addWidget(list_, 1);
    return right;
}

ReplayWindow::~ReplayWindow() = default;

void ReplayWindow::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    fitAnalysis();
}

void ReplayWindow::fitAnalysis()
{
    // Every column as wide as its title and cells, and the list's frame and scroll bar.
    int need = 2 * list_->frameWidth() + list_->verticalScrollBar()->sizeHint().width();
    const QAbstractItemView* view = list_;  // sizeHintForColumn() is public here
    for (int c = 0; c < list_->columnCount(); ++c)
        need += std::max(list_->header()->sectionSizeHint(c), view->sizeHintForColumn(c));
    const QList<int> sizes = split_->sizes();
    if (sizes.size() != 2 || sizes[1] >= need) return;
    const int total = sizes[0] + sizes[1];
    split_->setSizes({std::max(total - need, 0), need});
}

void ReplayWindow::setPlayOnEnabled(bool on)
{
    playOnOffered_ = on;
    seat_->setVisible(on);
    playOn_->setVisible(on);
    playOnLabel_->setVisible(on);
}

namespace {
QString movesText(std::size_t n) { return ReplayWindow::tr("%n moves", "", int(n)); }
}  // namespace

void ReplayWindow::setLinesTakenBack(std::vector<std::vector<DealMove>> lines)
{
    if (!isValid() || lines.empty() || botsLine_ > 0) return;  // taken back first, then the bots'
    if (lines_.empty()) played_ = moves_.moves;
    for (auto& line : lines) {
        lineNames_.push_back(tr("Taken back %1 (%2)").arg(lines_.size() + 1).arg(movesText(line.size())));
        lines_.push_back(std::move(line));
    }
    fillLineChoice();
}

bool ReplayWindow::setBotsLine(const QJsonObject& botsRecord, int you, int bots)
{
    if (botsLine_ > 0) return false;
    // The same cards from the same dealer under the same rules, or the moves would be
    // another deal's.
    return addLine(botsRecord, {"deck", "dealer", "rules"},
                   tr("The bots in your seat: %1 (you: %2)").arg(signedMarks(bots), signedMarks(you)), &botsLine_);
}

bool ReplayWindow::setFriendLine(const QString& name, const QJsonObject& record, int result)
{
    if (friendLine_ > 0) return false;
    // Under the set's rules, where this deal was a game of one deal: the cards decide.
    return addLine(record, {"deck", "dealer"}, tr("%1 in your seat: %2").arg(name, signedMarks(result)), &friendLine_);
}

bool ReplayWindow::addLine(const QJsonObject& record, std::initializer_list<const char*> same, const QString& name,
                           int* index)
{
    if (!isValid()) return false;
    for (const char* key : same)
        if (record.value(QLatin1String(key)) != record_.value(QLatin1String(key))) return false;
    DealMoves theirs;
    QString error;
    if (!movesOfRecord(record, &theirs, &error)) return false;
    if (lines_.empty()) played_ = moves_.moves;
    lines_.push_back(std::move(theirs.moves));
    lineNames_.push_back(name);
    *index = int(lines_.size());
    fillLineChoice();
    return true;
}

void ReplayWindow::fillLineChoice()
{
    line_->clear();
    line_->addItem(tr("Played to the end (%1)").arg(movesText(played_.size())), 0);
    for (std::size_t i = 0; i < lines_.size(); ++i) line_->addItem(lineNames_[i], int(i + 1));
    line_->setCurrentIndex(lineShown_);
    line_->show();
    lineLabel_->show();
}

void ReplayWindow::showLine(int index)
{
    if (!isValid() || index < 0 || index > int(lines_.size()) || index == lineShown_) return;
    if (timer_->isActive()) togglePlay();
    lineShown_ = index;
    moves_.moves = index == 0 ? played_ : lines_[std::size_t(index - 1)];
    moves_.callMoves = int(std::count_if(moves_.moves.begin(), moves_.moves.end(), [](const DealMove& m) {
        return m.kind == DealMove::Kind::Call || m.kind == DealMove::Kind::CoincheDeclined;
    }));
    list_->clear();
    moveOfCall_.clear();
    moveOfCard_.clear();
    jump_->clear();
    buildMoveList();
    {
        const QSignalBlocker block(slider_);
        slider_->setRange(0, moveCount());
    }
    line_->setCurrentIndex(index);
    if (index > 0) summary_->setText(tr("The analysis is of the line played to the end."));
    else if (analysis_) setAnalysis(*analysis_);
    else summary_->setText(analyser_ ? tr("Analysing\u2026") : tr("Not analysed yet."));
    // Where the line leaves the line played (the moves they share).
    const auto [shown, played] =
        std::mismatch(moves_.moves.begin(), moves_.moves.end(), played_.begin(), played_.end());
    position_ = 0;
    setPosition(int(shown - moves_.moves.begin()));
}

void ReplayWindow::requestPlayOn()
{
    // At the end of the deal there is nothing left to play; a line taken back is not the record's.
    if (playOnOffered_ && lineShown_ == 0 && position_ < moveCount())
        emit playOnRequested(record_, position_, Seat(seat_->currentData().toInt()));
}

std::vector<int> ReplayWindow::trickStarts() const
{
    // Just after the card: before it, the last trick would still lie on the table (a full
    // trick stays until the next step), under the next trick's name.
    std::vector<int> starts;
    for (std::size_t c = 0; c < moveOfCard_.size(); c += 4) starts.push_back(moveOfCard_[c] + 1);
    return starts;
}

void ReplayWindow::buildMoveList()
{
    int calls = 0, cards = 0;
    for (int i = 0; i < moveCount(); ++i) {
        const DealMove& m = moves_.moves[std::size_t(i)];
        QString what;
        switch (m.kind) {
        case DealMove::Kind::Call:
            moveOfCall_.push_back(i);
            ++calls;
            what = callText(m.call, moves_.dealt.retourneSuit()) + (m.outOfTurn ? tr(" (out of turn)") : QString());
            break;
        case DealMove::Kind::CoincheDeclined: what = tr("lets the coinche go"); break;
        case DealMove::Kind::Declaration: what = tr("declares %1").arg(declarationSetText(m.declarations)); break;
        case DealMove::Kind::Card:
            moveOfCard_.push_back(i);
            what = cardShort(m.card);
            ++cards;
            break;
        }
        auto* item =
            new QTreeWidgetItem(list_, {QString::number(i + 1), names_[int(m.seat)], what, QString(), QString()});
        item->setTextAlignment(kMarkColumn, Qt::AlignRight);
        item->setToolTip(kWhatColumn, what);
    }
    jump_->addItem(tr("As dealt"), 0);
    const std::vector<int> starts = trickStarts();
    for (std::size_t t = 0; t < starts.size(); ++t) jump_->addItem(tr("Trick %1").arg(t + 1), starts[t]);
    // A line taken back stops before the deal's end: no breakdown, the place it was left.
    jump_->addItem(lineShown_ == 0 || lineShown_ == botsLine_ || lineShown_ == friendLine_
                       ? tr("Breakdown")
                       : tr("Where it was taken back"),
                   moveCount());
}

QString ReplayWindow::moveText(int index) const
{
    const QTreeWidgetItem* item = list_->topLevelItem(index);
    return item ? tr("%1: %2").arg(item->text(1), item->text(2)) : QString();
}

bool ReplayWindow::setGame(const GameSetup& game, std::vector<QJsonObject> dealsBefore)
{
    if (!isValid()) return false;
    const std::optional<GameSetup> alone = game_;
    std::vector<QJsonObject> aloneBefore = std::move(dealsBefore_);
    game_ = game;
    dealsBefore_ = std::move(dealsBefore);
    QString why;
    if (standAt(position_, &why)) return true;
    qWarning("rebelote: the replay shows the deal without its game: %s", qPrintable(why));
    game_ = alone;
    dealsBefore_ = std::move(aloneBefore);
    standAt(position_, &why);
    return false;
}

void ReplayWindow::setSetPlace(const SetPlace& place)
{
    setPlace_ = place;
    QString why;
    if (isValid() && !standAt(position_, &why))
        qWarning("rebelote: the replay does not say the set's deal: %s", qPrintable(why));
}

bool ReplayWindow::standAt(int moves, QString* why)
{
    GameSetup setup;
    if (game_) {
        setup.rules = game_->rules;
        setup.seed = game_->seed;
        setup.firstDeal = game_->firstDeal;
        setup.cardSignals = game_->cardSignals;  // its discards read by the agreement played
    } else {
        setup.rules = moves_.dealt.rules();
        setup.firstDeal = moves_.dealt;
        setup.cardSignals = belote::Signals::None;  // a deal alone: its agreement is not known
    }
    setup.human = {true, true, true, true};
    setup.names = names_;
    setup.setPlace = setPlace_;
    ResumePoint point;
    point.finishedDeals = dealsBefore_;
    point.dealt = moves_.dealt;
    point.moves.assign(moves_.moves.begin(), moves_.moves.begin() + moves);
    return controller_->resume(setup, point, why);
}

void ReplayWindow::setPosition(int moves)
{
    if (!isValid()) return;
    moves = std::clamp(moves, 0, moveCount());
    // Backwards, no animation: the cards go straight to where they were.
    controller_->setPace(moves < position_ ? 0 : 300);
    QString why;
    if (!standAt(moves, &why)) {
        where_->setText(tr("This deal cannot be replayed: %1").arg(why));
        return;
    }
    position_ = moves;
    refreshControls();
}

void ReplayWindow::refreshControls()
{
    const QSignalBlocker block(slider_);
    slider_->setValue(position_);
    QString where = position_ == 0
                        ? tr("As dealt")
                        : tr("Move %1 of %2 \u2014 %3").arg(position_).arg(moveCount()).arg(moveText(position_ - 1));
    where_->setText(where);
    playOn_->setEnabled(lineShown_ == 0 && position_ < moveCount());
    // The jump list names the trick the replay stands in.
    int at = 0;
    for (int i = 0; i < jump_->count(); ++i)
        if (jump_->itemData(i).toInt() <= position_) at = i;
    jump_->setCurrentIndex(at);
    if (position_ > 0) {
        list_->setCurrentItem(list_->topLevelItem(position_ - 1));
        list_->scrollToItem(list_->currentItem());
    } else {
        list_->setCurrentItem(nullptr);
    }
}

void ReplayWindow::step(int delta) { setPosition(position_ + delta); }

// To the next (previous) trick with its first card on the table, or the start / end of the play.
void ReplayWindow::stepTrick(int delta)
{
    // The card moves that begin a trick.
    std::vector<int> starts{0, moves_.callMoves};
    for (int s : trickStarts())
        if (s > moves_.callMoves) starts.push_back(s);
    starts.push_back(moveCount());
    if (delta > 0) {
        for (int s : starts)
            if (s > position_) return setPosition(s);
    } else {
        for (auto it = starts.rbegin(); it != starts.rend(); ++it)
            if (*it < position_) return setPosition(*it);
    }
}

void ReplayWindow::togglePlay()
{
    if (timer_->isActive()) {
        timer_->stop();
        play_->setText(tr("Play"));
    } else {
        if (position_ >= moveCount()) setPosition(0);
        timer_->start();
        play_->setText(tr("Pause"));
    }
}

void ReplayWindow::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Left: step(-1); break;
    case Qt::Key_Right: step(1); break;
    case Qt::Key_Home: setPosition(0); break;
    case Qt::Key_End: setPosition(moveCount()); break;
    case Qt::Key_PageUp: stepTrick(-1); break;
    case Qt::Key_PageDown: stepTrick(1); break;
    case Qt::Key_Space: togglePlay(); break;
    case Qt::Key_P: requestPlayOn(); break;
    case Qt::Key_1:
    case Qt::Key_2:
    case Qt::Key_3:
    case Qt::Key_4:
    case Qt::Key_5:
    case Qt::Key_6:
    case Qt::Key_7:
    case Qt::Key_8: {
        const std::vector<int> starts = trickStarts();
        const std::size_t t = std::size_t(event->key() - Qt::Key_1);
        if (t < starts.size()) setPosition(starts[t]);
        break;
    }
    case Qt::Key_Escape: close(); break;
    default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

// --- The analysis ---------------------------------------------------------------------

void ReplayWindow::analyse()
{
    if (!isValid() || analyser_) return;
    analyser_ = new DealAnalyser(this);
    summary_->setText(tr("Analysing\u2026"));
    connect(analyser_, &DealAnalyser::cardValued, this, &ReplayWindow::showCard);
    connect(analyser_, &DealAnalyser::cardAnalysed, this, &ReplayWindow::showCard);
    connect(analyser_, &DealAnalyser::callAnalysed, this, &ReplayWindow::showCall);
    connect(analyser_, &DealAnalyser::summaryReady, this, &ReplayWindow::showSummary);
    connect(analyser_, &DealAnalyser::finished, this, [this](const DealAnalysis& a) {
        setAnalysis(a);
        emit analysed(a);
    });
    connect(analyser_, &DealAnalyser::failed, this,
            [this](const QString& why) { summary_->setText(tr("The analysis failed: %1").arg(why.toHtmlEscaped())); });
    analyser_->start(record_);
}

void ReplayWindow::setAnalysis(const DealAnalysis& analysis)
{
    analysis_ = analysis;
    analysisDone_ = true;
    if (lineShown_ != 0) return;  // shown with the line played (showLine())
    for (const CardDecision& d : analysis.cards) showCard(d);
    for (const CallDecision& d : analysis.calls) showCall(d);
    showSummary(analysis.summary);
    if (isVisible()) fitAnalysis();
}

void ReplayWindow::showCard(const CardDecision& d)
{
    if (lineShown_ != 0) return;
    if (d.index < 0 || d.index >= int(moveOfCard_.size())) return;
    QTreeWidgetItem* item = list_->topLevelItem(moveOfCard_[std::size_t(d.index)]);
    if (!item) return;
    if (d.forced()) {
        item->setText(kMarkColumn, tr("forced"));
    } else {
        const double lost = d.lost();
        item->setText(kMarkColumn, d.playedLostMarks() ? QStringLiteral("\u2212") + marksText(lost) : tr("best"));
        item->setForeground(kMarkColumn, d.playedLostMarks() ? QColor(0xc0, 0x39, 0x2b) : QColor(0x2e, 0x7d, 0x32));
        QStringList best;
        for (Card c : d.bestCards()) best << cardShort(c);
        item->setToolTip(kMarkColumn, tr("Best with every hand seen: %1").arg(best.join(QStringLiteral(", "))));
    }
    if (d.levelKnown()) item->setText(kLevelColumn, d.levelDiffers() ? cardShort(d.levelChoice) : tr("same"));
}

void ReplayWindow::showCall(const CallDecision& d)
{
    if (lineShown_ != 0) return;
    if (d.index < 0 || d.index >= int(moveOfCall_.size())) return;
    QTreeWidgetItem* item = list_->topLevelItem(moveOfCall_[std::size_t(d.index)]);
    if (!item || d.outOfTurn) return;
    item->setText(kLevelColumn, d.differs() ? callText(d.levelChoice, moves_.dealt.retourneSuit()) : tr("same"));
    if (d.differs()) item->setForeground(kLevelColumn, QColor(0xb3, 0x6b, 0x00));
}

void ReplayWindow::showSummary(const AnalysisSummary& s)
{
    if (lineShown_ != 0) return;
    QStringList lost;
    for (Seat seat : {Seat::South, Seat::West, Seat::North, Seat::East})
        lost << tr("%1 %2").arg(names_[int(seat)].toHtmlEscaped(), marksText(s.lostBySeat[int(seat)]));
    QString text = tr("Marks lost against play with every hand seen: %1.").arg(lost.join(QStringLiteral(", ")));
    if (s.contract) {
        const QString taker = names_[int(s.taker)].toHtmlEscaped();
        if (s.couldBeMade())
            text += QStringLiteral("<br>") + (s.made() ? tr("%1's contract was made, as it could be.").arg(taker)
                                                       : tr("<b>%1's contract could have been made</b> (%2 marks to "
                                                            "the takers' side with every hand seen).")
                                                             .arg(taker)
                                                             .arg(s.takerBestMarks()));
        else
            text += QStringLiteral("<br>") +
                    (s.made() ? tr("%1's contract was made, though the best defence beats it.").arg(taker)
                              : tr("%1's contract could not be made against the best defence.").arg(taker));
    }
    summary_->setText(text);
}

}  // namespace rebelote
