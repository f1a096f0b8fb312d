#include "app/ui/replaywindow.h"

#include "app/analysis/dealanalyser.h"
#include "app/controller/gamecontroller.h"
#include "app/controller/gametext.h"
#include "app/ui/tableview.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
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

constexpr int kMarkColumn = 3;
constexpr int kLevelColumn = 4;

QString marksText(double marks) { return QString::number(marks, 'f', std::abs(marks - std::round(marks)) < 0.05 ? 0 : 1); }

}  // namespace

ReplayWindow::ReplayWindow(const QJsonObject &record, const std::array<QString, 4> &names, QWidget *parent)
    : QWidget(parent, Qt::Window), m_record(record), m_names(names)
{
    setObjectName(QStringLiteral("replayWindow"));
    setWindowTitle(tr("Replay"));
    if (!movesOfRecord(record, &m_moves, &m_error) && m_error.isEmpty()) m_error = tr("the deal cannot be replayed");
    for (int s = 0; s < kSeats; ++s)
        if (m_names[s].isEmpty()) m_names[s] = seatWord(Seat(s));

    m_controller = new GameController(this);
    m_controller->setPace(300);
    // A full trick stays until the next step: the replay moves only when asked.
    m_controller->setTrickPause(24 * 3600 * 1000);
    m_table = new TableView(m_controller, this);
    m_table->setReplay(true);

    QHBoxLayout *buttons = buildControls();
    QHBoxLayout *playOnRow = buildPlayOnRow();

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_table, 1);
    leftLayout->addLayout(buttons);
    leftLayout->addLayout(playOnRow);

    QWidget *right = buildAnalysisPanel();

    auto *split = new QSplitter(this);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setSizes({860, 400});
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split);
    resize(1280, 800);

    if (!isValid()) {
        m_where->setText(tr("This deal cannot be replayed: %1").arg(m_error));
        return;
    }
    buildMoveList();
    m_summary->setText(tr("Not analysed yet."));
    setPosition(0);
}

// The buttons under the table: steps, the position, a trick to go to, the pace of Play.
QHBoxLayout *ReplayWindow::buildControls()
{
    auto *buttons = new QHBoxLayout;
    auto button = [this, buttons](const QString &name, const QString &text, const QString &tip, auto slot) {
        auto *b = new QPushButton(text, this);
        b->setObjectName(name);
        b->setToolTip(tip);
        b->setFocusPolicy(Qt::NoFocus);  // the keys belong to the window
        connect(b, &QPushButton::clicked, this, slot);
        buttons->addWidget(b);
        return b;
    };
    button(QStringLiteral("start"), QStringLiteral("|\u25c0"), tr("To the deal as dealt (Home)"), [this] { setPosition(0); });
    button(QStringLiteral("previousTrick"), QStringLiteral("\u25c0\u25c0"), tr("Previous trick (Page Up)"), [this] { stepTrick(-1); });
    button(QStringLiteral("back"), QStringLiteral("\u25c0"), tr("One call or card back (Left)"), [this] { step(-1); });
    m_play = button(QStringLiteral("play"), tr("Play"), tr("Play and pause (Space)"), [this] { togglePlay(); });
    button(QStringLiteral("forward"), QStringLiteral("\u25b6"), tr("One call or card on (Right)"), [this] { step(1); });
    button(QStringLiteral("nextTrick"), QStringLiteral("\u25b6\u25b6"), tr("Next trick (Page Down)"), [this] { stepTrick(1); });
    button(QStringLiteral("end"), QStringLiteral("\u25b6|"), tr("To the end of the deal (End)"), [this] { setPosition(moveCount()); });
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setObjectName(QStringLiteral("position"));
    m_slider->setFocusPolicy(Qt::NoFocus);
    m_slider->setRange(0, moveCount());
    connect(m_slider, &QSlider::valueChanged, this, [this](int v) {
        if (v != m_position) setPosition(v);
    });
    buttons->addWidget(m_slider, 1);
    // Straight to a trick: its first card (keys 1 to 8), the deal as dealt, the breakdown.
    m_jump = new QComboBox(this);
    m_jump->setObjectName(QStringLiteral("jumpTo"));
    m_jump->setFocusPolicy(Qt::NoFocus);
    m_jump->setToolTip(tr("Go to a trick (keys 1 to 8)"));
    connect(m_jump, &QComboBox::activated, this, [this](int i) { setPosition(m_jump->itemData(i).toInt()); });
    buttons->addWidget(m_jump);
    m_pace = new QComboBox(this);
    m_pace->setObjectName(QStringLiteral("replayPace"));
    m_pace->setFocusPolicy(Qt::NoFocus);
    m_pace->addItem(tr("Fast"), 400);
    m_pace->addItem(tr("Normal"), 1000);
    m_pace->addItem(tr("Slow"), 2000);
    m_pace->setCurrentIndex(1);
    buttons->addWidget(m_pace);
    m_timer = new QTimer(this);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (m_position >= moveCount()) togglePlay();
        else step(1);
    });
    connect(m_pace, &QComboBox::currentIndexChanged, this, [this] { m_timer->setInterval(m_pace->currentData().toInt()); });
    m_timer->setInterval(m_pace->currentData().toInt());
    return buttons;
}

// Where the replay is, and the offer to play the deal on from there.
QHBoxLayout *ReplayWindow::buildPlayOnRow()
{
    m_where = new QLabel(this);
    m_where->setObjectName(QStringLiteral("where"));
    auto *playOnRow = new QHBoxLayout;
    playOnRow->addWidget(m_where, 1);
    playOnRow->addWidget(new QLabel(tr("Play on from here as:"), this));
    m_seat = new QComboBox(this);
    m_seat->setObjectName(QStringLiteral("playOnSeat"));
    m_seat->setFocusPolicy(Qt::NoFocus);
    for (Seat s : {Seat::South, Seat::West, Seat::North, Seat::East}) m_seat->addItem(m_names[int(s)], int(s));
    playOnRow->addWidget(m_seat);
    auto *playOn = m_playOn = new QPushButton(tr("&Play on"), this);
    playOn->setObjectName(QStringLiteral("playOn"));
    playOn->setFocusPolicy(Qt::NoFocus);
    playOn->setToolTip(tr("Play the deal on from this point against the computer players (P)"));
    connect(playOn, &QPushButton::clicked, this, &ReplayWindow::requestPlayOn);
    playOnRow->addWidget(playOn);
    m_playOnLabel = playOnRow->itemAt(1)->widget();
    // Offered only where someone takes the deal up (setPlayOnEnabled).
    setPlayOnEnabled(false);
    return playOnRow;
}

// The analysis beside the table: the line shown, the summary, every call and card.
QWidget *ReplayWindow::buildAnalysisPanel()
{
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("analysisSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("moves"));
    m_list->setRootIsDecorated(false);
    m_list->setFocusPolicy(Qt::NoFocus);
    m_list->setHeaderLabels({tr("#"), tr("Seat"), tr("Call or card"), tr("Marks lost"), tr("Normal level")});
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(m_list, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item) {
        setPosition(m_list->indexOfTopLevelItem(item) + 1);
    });
    // A practice deal's lines taken back (setLinesTakenBack()): which one the replay shows.
    auto *lineRow = new QHBoxLayout;
    auto *lineLabel = new QLabel(tr("Line:"), this);
    m_line = new QComboBox(this);
    m_line->setObjectName(QStringLiteral("line"));
    m_line->setFocusPolicy(Qt::NoFocus);
    m_line->setToolTip(tr("The line played to the end, a line taken back in this practice deal, or the bots' line on the same cards"));
    connect(m_line, &QComboBox::activated, this, [this](int i) { showLine(m_line->itemData(i).toInt()); });
    lineRow->addWidget(lineLabel);
    lineRow->addWidget(m_line, 1);
    m_lineLabel = lineLabel;
    m_lineLabel->hide();
    m_line->hide();
    rightLayout->addLayout(lineRow);
    rightLayout->addWidget(new QLabel(tr("<b>Analysis</b> (every hand seen)"), this));
    rightLayout->addWidget(m_summary);
    rightLayout->addWidget(m_list, 1);
    return right;
}

ReplayWindow::~ReplayWindow() = default;

void ReplayWindow::setPlayOnEnabled(bool on)
{
    m_playOnOffered = on;
    m_seat->setVisible(on);
    m_playOn->setVisible(on);
    m_playOnLabel->setVisible(on);
}

namespace {
// Singular and plural spelled out: without a translation loaded, %n keeps the plural.
QString movesText(std::size_t n) { return n == 1 ? ReplayWindow::tr("1 move") : ReplayWindow::tr("%1 moves").arg(n); }
}  // namespace

void ReplayWindow::setLinesTakenBack(std::vector<std::vector<DealMove>> lines)
{
    if (!isValid() || lines.empty() || m_botsLine > 0) return;  // taken back first, then the bots'
    if (m_lines.empty()) m_played = m_moves.moves;
    for (auto &line : lines) {
        m_lineNames.push_back(tr("Taken back %1 (%2)").arg(m_lines.size() + 1).arg(movesText(line.size())));
        m_lines.push_back(std::move(line));
    }
    fillLineChoice();
}

bool ReplayWindow::setBotsLine(const QJsonObject &botsRecord, int you, int bots)
{
    if (!isValid() || m_botsLine > 0) return false;
    // The same cards from the same dealer, or the moves would be another deal's.
    for (const char *key : {"deck", "dealer", "rules"})
        if (botsRecord.value(QLatin1String(key)) != m_record.value(QLatin1String(key))) return false;
    DealMoves theirs;
    QString error;
    if (!movesOfRecord(botsRecord, &theirs, &error)) return false;
    if (m_lines.empty()) m_played = m_moves.moves;
    m_lines.push_back(std::move(theirs.moves));
    m_lineNames.push_back(tr("The bots in your seat: %1 (you: %2)").arg(signedMarks(bots), signedMarks(you)));
    m_botsLine = int(m_lines.size());
    fillLineChoice();
    return true;
}

void ReplayWindow::fillLineChoice()
{
    m_line->clear();
    m_line->addItem(tr("Played to the end (%1)").arg(movesText(m_played.size())), 0);
    for (std::size_t i = 0; i < m_lines.size(); ++i) m_line->addItem(m_lineNames[i], int(i + 1));
    m_line->setCurrentIndex(m_lineShown);
    m_line->show();
    m_lineLabel->show();
}

void ReplayWindow::showLine(int index)
{
    if (!isValid() || index < 0 || index > int(m_lines.size()) || index == m_lineShown) return;
    if (m_timer->isActive()) togglePlay();
    m_lineShown = index;
    m_moves.moves = index == 0 ? m_played : m_lines[std::size_t(index - 1)];
    m_moves.callMoves = int(std::count_if(m_moves.moves.begin(), m_moves.moves.end(), [](const DealMove &m) {
        return m.kind == DealMove::Kind::Call || m.kind == DealMove::Kind::CoincheDeclined;
    }));
    m_list->clear();
    m_moveOfCall.clear();
    m_moveOfCard.clear();
    m_jump->clear();
    buildMoveList();
    {
        const QSignalBlocker block(m_slider);
        m_slider->setRange(0, moveCount());
    }
    m_line->setCurrentIndex(index);
    if (index > 0) m_summary->setText(tr("The analysis is of the line played to the end."));
    else if (m_analysis) setAnalysis(*m_analysis);
    else m_summary->setText(m_analyser ? tr("Analysing\u2026") : tr("Not analysed yet."));
    // Where the line leaves the line played (the moves they share).
    const auto [shown, played] = std::mismatch(m_moves.moves.begin(), m_moves.moves.end(), m_played.begin(), m_played.end());
    m_position = 0;
    setPosition(int(shown - m_moves.moves.begin()));
}

void ReplayWindow::requestPlayOn()
{
    // At the end of the deal there is nothing left to play; a line taken back is not the record's.
    if (m_playOnOffered && m_lineShown == 0 && m_position < moveCount()) emit playOnRequested(m_record, m_position, Seat(m_seat->currentData().toInt()));
}

std::vector<int> ReplayWindow::trickStarts() const
{
    std::vector<int> starts;
    for (std::size_t c = 0; c < m_moveOfCard.size(); c += 4) starts.push_back(m_moveOfCard[c]);
    return starts;
}

void ReplayWindow::buildMoveList()
{
    int calls = 0, cards = 0;
    for (int i = 0; i < moveCount(); ++i) {
        const DealMove &m = m_moves.moves[std::size_t(i)];
        QString what;
        switch (m.kind) {
        case DealMove::Kind::Call:
            m_moveOfCall.push_back(i);
            ++calls;
            what = callText(m.call, m_moves.dealt.retourneSuit()) + (m.outOfTurn ? tr(" (out of turn)") : QString());
            break;
        case DealMove::Kind::CoincheDeclined: what = tr("lets the coinche go"); break;
        case DealMove::Kind::Declaration: what = tr("declares %1").arg(declarationSetText(m.declarations)); break;
        case DealMove::Kind::Card:
            m_moveOfCard.push_back(i);
            what = cardShort(m.card);
            ++cards;
            break;
        }
        auto *item = new QTreeWidgetItem(m_list, {QString::number(i + 1), m_names[int(m.seat)], what, QString(), QString()});
        item->setTextAlignment(kMarkColumn, Qt::AlignRight);
    }
    m_jump->addItem(tr("As dealt"), 0);
    const std::vector<int> starts = trickStarts();
    for (std::size_t t = 0; t < starts.size(); ++t) m_jump->addItem(tr("Trick %1").arg(t + 1), starts[t]);
    // A line taken back stops before the deal's end: no breakdown, the place it was left.
    m_jump->addItem(m_lineShown == 0 || m_lineShown == m_botsLine ? tr("Breakdown") : tr("Where it was taken back"), moveCount());
}

QString ReplayWindow::moveText(int index) const
{
    const QTreeWidgetItem *item = m_list->topLevelItem(index);
    return item ? tr("%1: %2").arg(item->text(1), item->text(2)) : QString();
}

void ReplayWindow::setPosition(int moves)
{
    if (!isValid()) return;
    moves = std::clamp(moves, 0, moveCount());
    GameSetup setup;
    setup.rules = m_moves.dealt.rules();
    setup.human = {true, true, true, true};
    setup.names = m_names;
    setup.firstDeal = m_moves.dealt;
    ResumePoint point;
    point.dealt = m_moves.dealt;
    point.moves.assign(m_moves.moves.begin(), m_moves.moves.begin() + moves);
    // Backwards, no animation: the cards go straight to where they were.
    m_controller->setPace(moves < m_position ? 0 : 300);
    QString why;
    if (!m_controller->resume(setup, point, &why)) {
        m_where->setText(tr("This deal cannot be replayed: %1").arg(why));
        return;
    }
    m_position = moves;
    refreshControls();
}

void ReplayWindow::refreshControls()
{
    const QSignalBlocker block(m_slider);
    m_slider->setValue(m_position);
    QString where = m_position == 0 ? tr("As dealt") : tr("Move %1 of %2 \u2014 %3").arg(m_position).arg(moveCount()).arg(moveText(m_position - 1));
    m_where->setText(where);
    m_playOn->setEnabled(m_lineShown == 0 && m_position < moveCount());
    // The jump list names the trick the replay stands in.
    int at = 0;
    for (int i = 0; i < m_jump->count(); ++i)
        if (m_jump->itemData(i).toInt() <= m_position) at = i;
    m_jump->setCurrentIndex(at);
    if (m_position > 0) {
        m_list->setCurrentItem(m_list->topLevelItem(m_position - 1));
        m_list->scrollToItem(m_list->currentItem());
    } else {
        m_list->setCurrentItem(nullptr);
    }
}

void ReplayWindow::step(int delta) { setPosition(m_position + delta); }

// To the first card of the next (previous) trick, or the start / end of the play.
void ReplayWindow::stepTrick(int delta)
{
    // The card moves that begin a trick.
    std::vector<int> starts{0, m_moves.callMoves};
    for (int s : trickStarts())
        if (s > m_moves.callMoves) starts.push_back(s);
    starts.push_back(moveCount());
    if (delta > 0) {
        for (int s : starts)
            if (s > m_position) return setPosition(s);
    } else {
        for (auto it = starts.rbegin(); it != starts.rend(); ++it)
            if (*it < m_position) return setPosition(*it);
    }
}

void ReplayWindow::togglePlay()
{
    if (m_timer->isActive()) {
        m_timer->stop();
        m_play->setText(tr("Play"));
    } else {
        if (m_position >= moveCount()) setPosition(0);
        m_timer->start();
        m_play->setText(tr("Pause"));
    }
}

void ReplayWindow::keyPressEvent(QKeyEvent *event)
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
    case Qt::Key_1: case Qt::Key_2: case Qt::Key_3: case Qt::Key_4:
    case Qt::Key_5: case Qt::Key_6: case Qt::Key_7: case Qt::Key_8: {
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
    if (!isValid() || m_analyser) return;
    m_analyser = new DealAnalyser(this);
    m_summary->setText(tr("Analysing\u2026"));
    connect(m_analyser, &DealAnalyser::cardValued, this, &ReplayWindow::showCard);
    connect(m_analyser, &DealAnalyser::cardAnalysed, this, &ReplayWindow::showCard);
    connect(m_analyser, &DealAnalyser::callAnalysed, this, &ReplayWindow::showCall);
    connect(m_analyser, &DealAnalyser::summaryReady, this, &ReplayWindow::showSummary);
    connect(m_analyser, &DealAnalyser::finished, this, [this](const DealAnalysis &a) {
        setAnalysis(a);
        emit analysed(a);
    });
    connect(m_analyser, &DealAnalyser::failed, this,
            [this](const QString &why) { m_summary->setText(tr("The analysis failed: %1").arg(why.toHtmlEscaped())); });
    m_analyser->start(m_record);
}

void ReplayWindow::setAnalysis(const DealAnalysis &analysis)
{
    m_analysis = analysis;
    m_analysisDone = true;
    if (m_lineShown != 0) return;  // shown with the line played (showLine())
    for (const CardDecision &d : analysis.cards) showCard(d);
    for (const CallDecision &d : analysis.calls) showCall(d);
    showSummary(analysis.summary);
}

void ReplayWindow::showCard(const CardDecision &d)
{
    if (m_lineShown != 0) return;
    if (d.index < 0 || d.index >= int(m_moveOfCard.size())) return;
    QTreeWidgetItem *item = m_list->topLevelItem(m_moveOfCard[std::size_t(d.index)]);
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

void ReplayWindow::showCall(const CallDecision &d)
{
    if (m_lineShown != 0) return;
    if (d.index < 0 || d.index >= int(m_moveOfCall.size())) return;
    QTreeWidgetItem *item = m_list->topLevelItem(m_moveOfCall[std::size_t(d.index)]);
    if (!item || d.outOfTurn) return;
    item->setText(kLevelColumn, d.differs() ? callText(d.levelChoice, m_moves.dealt.retourneSuit()) : tr("same"));
    if (d.differs()) item->setForeground(kLevelColumn, QColor(0xb3, 0x6b, 0x00));
}

void ReplayWindow::showSummary(const AnalysisSummary &s)
{
    if (m_lineShown != 0) return;
    QStringList lost;
    for (Seat seat : {Seat::South, Seat::West, Seat::North, Seat::East})
        lost << tr("%1 %2").arg(m_names[int(seat)].toHtmlEscaped(), marksText(s.lostBySeat[int(seat)]));
    QString text = tr("Marks lost against play with every hand seen: %1.").arg(lost.join(QStringLiteral(", ")));
    if (s.contract) {
        const QString taker = m_names[int(s.taker)].toHtmlEscaped();
        if (s.couldBeMade())
            text += QStringLiteral("<br>") + (s.made() ? tr("%1's contract was made, as it could be.").arg(taker)
                                                        : tr("<b>%1's contract could have been made</b> (%2 marks to the takers' side with every hand seen).")
                                                              .arg(taker)
                                                              .arg(s.takerBestMarks()));
        else
            text += QStringLiteral("<br>") + (s.made() ? tr("%1's contract was made, though the best defence beats it.").arg(taker)
                                                        : tr("%1's contract could not be made against the best defence.").arg(taker));
    }
    m_summary->setText(text);
}

}  // namespace rebelote
