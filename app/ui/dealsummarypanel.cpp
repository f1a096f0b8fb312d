#include "app/ui/dealsummarypanel.h"

#include "app/controller/gametext.h"
#include "app/ui/panelstyle.h"

#include <QBoxLayout>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QTextDocument>

#include <algorithm>
#include <cmath>

using namespace belote;
using namespace rebelote;
using namespace rebelote::panelstyle;

namespace {

const char* const kTeamKeys[] = {"NS", "EW"};

QString teamShort(Team t)
{
    return t == Team::NS ? DealSummaryPanel::tr("N\u2013S") : DealSummaryPanel::tr("E\u2013W");
}

void setTextColor(QLabel* l, const QColor& c)
{
    QPalette p = l->palette();
    p.setColor(QPalette::WindowText, c);
    l->setPalette(p);
}

// The seat's player's name, or the seat's own when it has none; as it reads inside a
// sentence if `inSentence` ("Deal 7 — you took 110 ♥").
QString seatName(const DealSummary& s, Seat seat, bool inSentence = false)
{
    if (inSentence && !s.seatNamesInSentence[int(seat)].isEmpty()) return s.seatNamesInSentence[int(seat)];
    return s.seatNames[int(seat)].isEmpty() ? seatWord(seat) : s.seatNames[int(seat)];
}

}  // namespace

DealSummaryPanel::DealSummaryPanel(QWidget* parent) : TablePanel(QStringLiteral("dealSummaryPanel"), parent)
{
    setAccessibleName(tr("Deal summary"));
    auto* layout = new QVBoxLayout(this);
    title_ = addTitle(layout, 1.25, {}, Qt::RichText);

    grid_ = new QGridLayout;
    layout->addLayout(grid_);
    // Row 0 stays empty but for a passed deal, whose sentence then comes before the totals
    // it explains instead of under column heads with nothing in them.
    for (int t = 0; t < 2; ++t) {
        teamHeads_[t] = new QLabel(teamShort(Team(t)), this);
        teamHeads_[t]->setAccessibleName(teamWord(Team(t)));
        teamHeads_[t]->setAlignment(Qt::AlignRight | Qt::AlignBottom);
        setRelativeFont(teamHeads_[t], 1.0, true);
        grid_->addWidget(teamHeads_[t], 1, 1 + t);
        roleHeads_[t] = new QLabel(this);
        roleHeads_[t]->setObjectName(QStringLiteral("role") + QLatin1String(kTeamKeys[t]));
        roleHeads_[t]->setAlignment(Qt::AlignRight | Qt::AlignTop);
        setTextColor(roleHeads_[t], kTextDim);
        setRelativeFont(roleHeads_[t], 0.85, false);
        grid_->addWidget(roleHeads_[t], 2, 1 + t);
    }
    nextRow_ = 3;
    cardPoints_ = addRow(QStringLiteral("cardPoints"), tr("Card points"));
    lastTrick_ = addRow(QStringLiteral("lastTrick"), tr("Last trick"));
    belote_ = addRow(QStringLiteral("belote"), tr("Belote"));
    declarations_ = addRow(QStringLiteral("declarations"), tr("Declarations"));
    scaled_ = addLine(QStringLiteral("scaledNote"), 0.85, true);
    addRule();
    total_ = addRow(QStringLiteral("total"), tr("Total"), true);
    outcomeRow_ = nextRow_;
    outcome_ = addLine(QStringLiteral("outcome"), 1.0, false);
    outcome_->setTextFormat(Qt::RichText);
    // From the total to the marks, a line a side that marks something: the bid, the
    // multiplier, the rounding.
    for (int t = 0; t < 2; ++t)
        formulas_[t] = addLine(QStringLiteral("formula") + QLatin1String(kTeamKeys[t]), 0.95, false);
    addRule();
    score_ = addRow(QStringLiteral("score"), tr("Marks this deal"), true);
    held_ = addRow(QStringLiteral("held"), tr("Litige points from before"));
    game_ = addRow(QStringLiteral("game"), tr("Game"), true);
    par_ = addLine(QStringLiteral("par"), 0.95, false);
    par_->setToolTip(
        tr("The bots played your cards again, the normal level in your seat: "
           "marks for your side minus the other side's"));
    friend_ = addLine(QStringLiteral("friend"), 0.95, false);
    friend_->setToolTip(tr("The result of the friend whose file you play, on the same cards in the same seat"));
    grid_->setColumnStretch(0, 1);

    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    next_ = new PanelButton(tr("&Next deal"), PanelButton::Role::Primary, this);
    next_->setObjectName(QStringLiteral("next"));
    next_->setMarkedDefault(true);
    next_->setFontScale(1.1, true);
    connect(next_, &QPushButton::clicked, this, [this] {
        if (!active_) return;
        active_ = false;
        emit continued();
    });
    buttons->addWidget(next_, 2);
    again_ = new PanelButton(tr("Deal &again"), PanelButton::Role::Normal, this);
    again_->setObjectName(QStringLiteral("dealAgain"));
    again_->setToolTip(tr("The same cards again from the start, in a new practice game (A)"));
    again_->hide();
    connect(again_, &QPushButton::clicked, this, [this] {
        if (!active_) return;
        active_ = false;
        emit dealAgainRequested();
    });
    buttons->addWidget(again_, 1);
    buttons->addStretch(1);
    layout->addLayout(buttons);

    hints_ = addKeyHints(layout, tr("Enter: next deal"), false);
    updateMetrics();
}

DealSummaryPanel::Row DealSummaryPanel::addRow(const QString& key, const QString& label, bool strong)
{
    Row row;
    row.label = new QLabel(label, this);
    row.label->setObjectName(key + QStringLiteral("Label"));
    setRelativeFont(row.label, 1.0, strong);
    grid_->addWidget(row.label, nextRow_, 0);
    for (int t = 0; t < 2; ++t) {
        auto* cell = new QLabel(this);
        cell->setObjectName(key + QLatin1String(kTeamKeys[t]));
        cell->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        setRelativeFont(cell, strong ? 1.1 : 1.0, strong);
        grid_->addWidget(cell, nextRow_, 1 + t);
        row.cells[t] = cell;
    }
    ++nextRow_;
    return row;
}

QLabel* DealSummaryPanel::addLine(const QString& key, qreal scale, bool dim)
{
    auto* l = new QLabel(this);
    l->setObjectName(key);
    l->setWordWrap(true);
    // Sentences wrap to the table's width instead of widening it.
    l->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    setRelativeFont(l, scale, false);
    if (dim) setTextColor(l, kTextDim);
    grid_->addWidget(l, nextRow_++, 0, 1, 3);
    return l;
}

void DealSummaryPanel::addRule()
{
    // A thin line above the total and the marks, as on a score sheet.
    auto* line = new QWidget(this);
    line->setFixedHeight(1);
    line->setAutoFillBackground(true);
    QPalette p = line->palette();
    p.setColor(QPalette::Window, kBorder);
    line->setPalette(p);
    grid_->addWidget(line, nextRow_++, 0, 1, 3);
    rules_ << line;
}

void DealSummaryPanel::setRow(const Row& row, std::array<int, 2> values, bool visible)
{
    row.label->setVisible(visible);
    for (int t = 0; t < 2; ++t) {
        row.cells[t]->setVisible(visible);
        row.cells[t]->setText(QString::number(values[t]));
        // Read alone, a number says nothing: its row and its side with it.
        row.cells[t]->setAccessibleName(tr("%1, %2: %3").arg(row.label->text(), teamWord(Team(t))).arg(values[t]));
        // Zeros step back so that the points that count stand out.
        setTextColor(row.cells[t], values[t] == 0 ? kTextDim : kText);
    }
}

void DealSummaryPanel::updateMetrics()
{
    applyRelativeFonts(this);
    applyPanelMetrics(this);
    const int e = em(this);
    grid_->setHorizontalSpacing(e);
    grid_->setVerticalSpacing(qRound(e * 0.2));
    // Number columns wide enough for "1250" in the bold total font, and equal.
    const int numbers = QFontMetrics(scaledFont(font(), 1.1, true)).horizontalAdvance(QStringLiteral("00000"));
    for (int c = 1; c <= 2; ++c) grid_->setColumnMinimumWidth(c, qMax(numbers, e * 4));
    updateGeometry();
}

void DealSummaryPanel::showSummary(const DealSummary& s)
{
    const DealResult& r = s.result;
    const bool played = s.contract.has_value() && r.outcome != Outcome::Passed;

    QString title;
    if (played) {
        const bool afterDeal = s.dealNumber > 0;
        title = tr("%1 took %2")
                    .arg(seatName(s, s.contract->taker, afterDeal), contractText(*s.contract, s.rules.isClassic()));
        if (afterDeal) title = tr("Deal %1 \u2014 %2").arg(s.dealNumber).arg(title);
    } else {
        // The line below says that everyone passed.
        title = s.dealNumber > 0 ? tr("Deal %1").arg(s.dealNumber) : tr("Deal over");
    }
    setSuitText(title_, title);

    const Team takers = played ? teamOf(s.contract->taker) : Team::NS;
    for (int t = 0; t < 2; ++t) {
        roleHeads_[t]->setVisible(played);
        roleHeads_[t]->setText(Team(t) == takers ? tr("takers") : tr("defence"));
    }

    showPlayRows(s, played);

    // Why: the outcome in words.
    setSuitText(outcome_, outcomeText(s, played));
    grid_->removeWidget(outcome_);
    grid_->addWidget(outcome_, played ? outcomeRow_ : 0, 0, 1, 3);
    const std::array<MarkFormula, 2> formulas = markFormulas(s.rules, r);
    for (int t = 0; t < 2; ++t) {
        formulas_[t]->setVisible(played && formulas[t].count > 0);
        const QString marks = markFormulaText(formulas[t]);
        const char* const line = QT_TR_NOOP("%1: %2");  // the side, how its marks are made up
        formulas_[t]->setText(tr(line).arg(teamShort(Team(t)), marks));
        formulas_[t]->setAccessibleName(tr(line).arg(teamWord(Team(t)), marks));
    }

    // The marks and the game.
    setRow(score_, r.score, played);
    rules_[1]->setVisible(true);
    std::array<int, 2> fromBefore{s.added[0] - r.score[0], s.added[1] - r.score[1]};
    setRow(held_, fromBefore, s.heldBefore > 0);
    // What the game is played to, on the game's row: a line of its own made the panel too
    // tall for the room between North's plate and South's.
    // A set's deal is a game of one deal: its place in the set is what counts.
    game_.label->setText(s.setDeal > 0       ? tr("Set, deal %1 of %2").arg(s.setDeal).arg(s.setDeals)
                         : s.rules.deals > 0 ? tr("Game, deal %1 of %2").arg(s.dealNumber).arg(s.rules.deals)
                                             : tr("Game, to %1").arg(s.rules.target));
    setRow(game_, s.gameScores);

    if (s.par == DealSummary::Par::Known) setPar(s.parYou, s.parBots);
    else par_->setText(tr("The bots are playing your cards in your seat…"));
    par_->setVisible(s.par != DealSummary::Par::None);
    setTextColor(par_, s.par == DealSummary::Par::Known ? kText : kTextDim);
    if (s.friendResult) {
        const int you = s.result.score[0] - s.result.score[1];
        friend_->setText(
            tr("%1: %2 on the same cards \u00b7 you: %3 \u00b7 difference: %4")
                .arg(s.friendName, signedMarks(*s.friendResult), signedMarks(you), signedMarks(you - *s.friendResult)));
    }
    friend_->setVisible(s.friendResult.has_value());

    again_->setVisible(s.dealAgain);
    hints_->setText(s.dealAgain ? tr("Enter: next deal \u00b7 A: the same cards again") : tr("Enter: next deal"));
    active_ = true;
    updateGeometry();
    show();
    raise();
    next_->setFocus(Qt::OtherFocusReason);
}

// The points of the play: card points, last trick, belote, declarations, the total.
void DealSummaryPanel::showPlayRows(const DealSummary& s, bool played)
{
    const DealResult& r = s.result;
    std::array<int, 2> last{};
    if (r.lastTrick) last[int(*r.lastTrick)] = r.tricks[int(*r.lastTrick)] == 8 ? 100 : 10;
    setRow(cardPoints_, r.cardPoints, played);
    setRow(lastTrick_, last, played);
    lastTrick_.label->setText(last[0] == 100 || last[1] == 100 ? tr("Last trick (capot)") : tr("Last trick"));
    setRow(belote_, r.belote, played);
    setRow(declarations_, r.declarations, played && (s.rules.annonces || r.declarations != std::array<int, 2>{}));
    setRow(total_, r.totals, played);
    const bool scaled =
        played && s.contract->strain == Strain::AllTrump && s.rules.toutAtoutPoints == ToutAtoutPoints::Scaled;
    scaled_->setVisible(scaled);
    scaled_->setText(tr("All trump: card points and last trick count 162/258 of their value in the total."));
    rules_[0]->setVisible(played);
}

// Why the contract was made or down, in words; or that everyone passed and who deals next.
QString DealSummaryPanel::outcomeText(const DealSummary& s, bool played) const
{
    const DealResult& r = s.result;
    const Team takers = played ? teamOf(s.contract->taker) : Team::NS;
    const int t = int(takers), d = t ^ 1;
    const int T = r.totals[t], D = r.totals[d];
    const Contract c = s.contract.value_or(Contract{});
    const int V = c.value;
    const QString defence = teamWord(Team(d));
    QString outcome;
    switch (played ? r.outcome : Outcome::Passed) {
    case Outcome::Passed: {
        const Seat next = nextSeat(s.dealer);
        outcome = next == Seat::South ? tr("Everyone passed. Next deal: you deal.")
                                      : tr("Everyone passed. Next deal: %1 deals.").arg(seatName(s, next));
        break;
    }
    case Outcome::Made:
        if (s.rules.scoring == Scoring::Classic) outcome = tr("Made: %1 against %2.").arg(T).arg(D);
        else if (s.rules.scoring == Scoring::FfbCoinche)
            outcome = tr("Made: %1 \u2265 %2 and more than %3\u2019s %4.").arg(T).arg(V).arg(defence).arg(D);
        else outcome = tr("Made: %1 \u2265 %2.").arg(T).arg(V);
        break;
    case Outcome::Down:
        // What the defence marks is on its line below.
        if (s.rules.scoring == Scoring::Classic) outcome = tr("Down: %1 against %2.").arg(T).arg(D);
        else if (c.capotBid()) outcome = tr("Down: the capot was not made.");
        else if (T < V) outcome = tr("Down: %1 < %2.").arg(T).arg(V);
        else outcome = tr("Down: %1 is not more than %2.").arg(T).arg(D);
        break;
    case Outcome::Litige:
        outcome = tr("Litige: %1 to %2. %3 points held for the next deal.").arg(T).arg(D).arg(r.held);
        break;
    case Outcome::Capot: outcome = tr("Capot! %1 took all eight tricks.").arg(teamWord(takers)); break;
    case Outcome::CapotAgainst:
        outcome = tr("Down, capot against the takers: %1 took all eight tricks.").arg(defence);
        break;
    }
    return outcome;
}

void DealSummaryPanel::setPar(int you, int bots)
{
    par_->setText(tr("You: %1 \u00b7 the bots in your seat: %2 \u00b7 difference: %3")
                      .arg(signedMarks(you), signedMarks(bots), signedMarks(you - bots)));
    setTextColor(par_, kText);
    par_->setVisible(true);
    updateGeometry();
}

bool DealSummaryPanel::handlesKey(const QKeyEvent* e) const
{
    if (!active_ || (e->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))) return false;
    return isEnterKey(e) || buttonForLetter(const_cast<DealSummaryPanel*>(this), e) != nullptr;
}

void DealSummaryPanel::keyPressEvent(QKeyEvent* e)
{
    if (!handlesKey(e)) {
        QWidget::keyPressEvent(e);
        return;
    }
    e->accept();
    if (e->isAutoRepeat()) return;  // a held Enter must not skip the next summary too
    if (isEnterKey(e)) next_->click();
    else if (PanelButton* b = buttonForLetter(this, e)) b->click();
}

void DealSummaryPanel::focusChoice() { next_->setFocus(Qt::OtherFocusReason); }

// Wide enough for its longest sentence on one line (the outcome, a side's marks, the par),
// from 24 em to 32 em: a sentence wrapped makes the panel taller, and a panel too tall for
// the room between North's plate and South's would cover them; wider, it would meet the
// score box at 1024x700.
QSize DealSummaryPanel::sizeHint() const
{
    int widest = 0;
    for (const QLabel* l : {outcome_, formulas_[0], formulas_[1], par_, friend_}) {
        if (l->isHidden()) continue;
        QTextDocument doc;
        doc.setDefaultFont(l->font());
        doc.setDocumentMargin(0);
        if (l->textFormat() == Qt::RichText) doc.setHtml(l->text());
        else doc.setPlainText(l->text());
        widest = std::max(widest, int(std::ceil(doc.idealWidth())));
    }
    const QMargins margins = layout()->contentsMargins();
    const qreal ems = qreal(widest + margins.left() + margins.right() + 2) / std::max(1, em(this));
    return panelSizeHint(this, std::clamp<qreal>(ems, 24, 32));
}
