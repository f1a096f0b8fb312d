#include "app/ui/callpanel.h"

#include "app/controller/gametext.h"
#include "app/ui/panelstyle.h"

#include <QBoxLayout>
#include <algorithm>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QtGlobal>

using namespace belote;
using namespace rebelote;
using namespace rebelote::panelstyle;

namespace {

// The value row of the auction, low to high; capot last (it is above 160).
constexpr std::array<int, 10> kValues = {80, 90, 100, 110, 120, 130, 140, 150, 160, kCapotBid};
constexpr std::array<Strain, 6> kStrainOrder = {Strain::Spades, Strain::Hearts, Strain::Diamonds,
                                                Strain::Clubs, Strain::NoTrump, Strain::AllTrump};
const char* const kStrainKeys[] = {"S", "H", "D", "C", "NT", "AT"};

QString keyName(const PanelButton* b) { return QString(mnemonicLetter(b->text()).toUpper()); }

}  // namespace

CallPanel::CallPanel(QWidget* parent) : TablePanel(QStringLiteral("callPanel"), parent)
{
    setAccessibleName(tr("Calls"));
    for (int s = 0; s < kSeats; ++s) m_names[s] = seatWord(Seat(s));

    auto* layout = new QVBoxLayout(this);

    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("title"));
    m_title->setTextFormat(Qt::RichText);
    m_title->setAlignment(Qt::AlignCenter);
    setRelativeFont(m_title, 1.25, true);
    layout->addWidget(m_title);

    m_valueRow = new QWidget(this);
    m_valueRow->setAccessibleName(tr("Bid value"));
    auto* values = new QHBoxLayout(m_valueRow);
    values->setContentsMargins(0, 0, 0, 0);
    for (std::size_t i = 0; i < kValues.size(); ++i) {
        const int v = kValues[i];
        auto* b = new PanelButton(v == kCapotBid ? tr("Capot") : QString::number(v), PanelButton::Role::Choice, m_valueRow);
        b->setObjectName(v == kCapotBid ? QStringLiteral("valueCapot") : QStringLiteral("value%1").arg(v));
        b->setCheckable(true);
        connect(b, &QPushButton::clicked, this, [this, v] { selectValue(v, false); });
        values->addWidget(b, 1);
        m_values[i] = b;
    }
    layout->addWidget(m_valueRow);

    m_strainRow = new QWidget(this);
    m_strainRow->setAccessibleName(tr("Trump of the bid"));
    auto* strains = new QHBoxLayout(m_strainRow);
    strains->setContentsMargins(0, 0, 0, 0);
    for (std::size_t i = 0; i < kStrainOrder.size(); ++i) {
        const Strain s = kStrainOrder[i];
        auto* b = new PanelButton(strainText(s), PanelButton::Role::Choice, m_strainRow);
        b->setObjectName(QStringLiteral("strain") + QLatin1String(kStrainKeys[i]));
        b->setCheckable(true);
        // A big symbol reads at a glance; the words of No trump / All trump stay text-sized.
        if (isSuitStrain(s)) {
            b->setFontScale(1.45, false);
            b->setAccessibleName(strainWord(s));
        }
        connect(b, &QPushButton::clicked, this, [this, s] { selectStrain(s, false); m_lastStrain = s; });
        strains->addWidget(b, 1);
        m_strains[i] = b;
    }
    layout->addWidget(m_strainRow);

    m_actions = new QHBoxLayout;
    for (std::size_t i = 0; i < kStrainOrder.size(); ++i) {
        const Strain s = kStrainOrder[i];
        auto* b = new PanelButton(QString(), PanelButton::Role::Normal, this);
        b->setObjectName(QStringLiteral("take") + QLatin1String(kStrainKeys[i]));
        b->setFontScale(1.1, true);
        connect(b, &QPushButton::clicked, this, [this, s] { choose(Call::take(s)); });
        m_actions->addWidget(b, 1);
        m_takes[i] = b;
    }
    m_bid = new PanelButton(tr("&Bid"), PanelButton::Role::Primary, this);
    m_bid->setObjectName(QStringLiteral("bid"));
    m_pass = new PanelButton(tr("&Pass"), PanelButton::Role::Normal, this);
    m_pass->setObjectName(QStringLiteral("pass"));
    m_coinche = new PanelButton(tr("&Coinche"), PanelButton::Role::Danger, this);
    m_coinche->setObjectName(QStringLiteral("coinche"));
    m_surcoinche = new PanelButton(tr("&Surcoinche"), PanelButton::Role::Danger, this);
    m_surcoinche->setObjectName(QStringLiteral("surcoinche"));
    m_letGo = new PanelButton(tr("&Let it go (Enter)"), PanelButton::Role::Normal, this);
    m_letGo->setObjectName(QStringLiteral("letGo"));
    for (PanelButton* b : {m_bid, m_pass, m_coinche, m_surcoinche, m_letGo}) {
        b->setFontScale(1.1, true);
        m_actions->addWidget(b, 1);
    }
    connect(m_bid, &QPushButton::clicked, this, [this] { choose(Call::bid(m_value, m_strain)); });
    connect(m_pass, &QPushButton::clicked, this, [this] { choose(Call::pass()); });
    connect(m_coinche, &QPushButton::clicked, this, [this] {
        if (m_mode == Mode::OutOfTurn) answerOutOfTurn(true);
        else choose(Call::coinche());
    });
    connect(m_surcoinche, &QPushButton::clicked, this, [this] { choose(Call::surcoinche()); });
    connect(m_letGo, &QPushButton::clicked, this, [this] { answerOutOfTurn(false); });
    layout->addLayout(m_actions);

    m_auction = new QLabel(this);
    m_auction->setObjectName(QStringLiteral("auction"));
    m_auction->setTextFormat(Qt::RichText);
    m_auction->setAlignment(Qt::AlignCenter);
    m_auction->setWordWrap(true);
    // A long auction wraps instead of widening the box.
    m_auction->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    setRelativeFont(m_auction, 0.95, false);
    layout->addWidget(m_auction);

    m_hints = addKeyHints(layout, QString(), true);

    setMode(Mode::None);
    updateMetrics();
}

void CallPanel::setSeatNames(const std::array<QString, 4>& names) { m_names = names; }

QString CallPanel::name(Seat s) const { return m_names[int(s)]; }

void CallPanel::updateMetrics()
{
    applyRelativeFonts(this);
    applyPanelMetrics(this);
    const int e = em(this);
    for (QWidget* row : {m_valueRow, m_strainRow}) row->layout()->setSpacing(qRound(e * 0.3));
    m_actions->setSpacing(qRound(e * 0.6));
    m_actions->setContentsMargins(0, qRound(e * 0.3), 0, 0);
    equalizeWidths(QList<PanelButton*>(m_values.begin(), m_values.end()));
    equalizeWidths(QList<PanelButton*>(m_strains.begin(), m_strains.end()));
    // Room for the longest bid label, so that the box does not change size as ←/→ and
    // ↑/↓ change the bid.
    int bidWidth = 0;
    for (Strain s : kStrainOrder)
        bidWidth = qMax(bidWidth, m_bid->sizeHintForText(tr("&Bid %1").arg(callText(Call::bid(kCapotBid, s), std::nullopt))).width());
    m_bid->setMinimumWidth(bidWidth);
    equalizeActions();
    updateGeometry();
}

void CallPanel::equalizeActions()
{
    // The answers other than Bid share one width (Pass as wide as Coinche, Take as wide as
    // Pass), so that none looks like the recommended one.
    QList<PanelButton*> row;
    for (PanelButton* b : m_takes) row << b;
    row << m_pass << m_coinche << m_surcoinche << m_letGo;
    QList<PanelButton*> shown;
    for (PanelButton* b : row)
        if (b->isVisibleTo(this)) shown << b;
        else b->setMinimumWidth(0);
    equalizeWidths(shown);
}

void CallPanel::setMode(Mode mode)
{
    m_mode = mode;
    const bool auction = mode == Mode::Auction;
    m_valueRow->setVisible(auction);
    m_strainRow->setVisible(auction);
    m_bid->setVisible(auction);
    m_pass->setVisible(auction || mode == Mode::Classic);
    m_letGo->setVisible(mode == Mode::OutOfTurn);
    m_surcoinche->setVisible(false);
    m_coinche->setVisible(mode == Mode::OutOfTurn);
    for (PanelButton* b : m_takes) b->setVisible(false);
    // Enter's button, and how the action row shares its width: in the auction the sketch's
    // wide Bid; elsewhere equal buttons.
    m_pass->setMarkedDefault(mode != Mode::OutOfTurn);
    m_letGo->setMarkedDefault(mode == Mode::OutOfTurn);
    m_actions->setStretchFactor(m_bid, 3);
    for (PanelButton* b : {m_pass, m_coinche, m_surcoinche}) m_actions->setStretchFactor(b, auction ? 2 : 1);
}

bool CallPanel::bidLegal(int value, Strain strain) const { return value != 0 && m_legal.contains(Call::bid(value, strain)); }

bool CallPanel::valueLegal(int value) const
{
    for (const Call& c : m_legal)
        if (c.kind == Call::Kind::Bid && c.value == value) return true;
    return false;
}

bool CallPanel::strainLegal(Strain strain) const
{
    for (const Call& c : m_legal)
        if (c.kind == Call::Kind::Bid && c.strain == strain) return true;
    return false;
}

QString CallPanel::auctionText(const Deal& deal) const
{
    if (deal.callCount() == 0) return tr("Auction: nobody has spoken yet");
    QStringList parts;
    for (int i = 0; i < deal.callCount(); ++i) {
        const SeatCall sc = deal.callAt(i);
        parts << tr("%1 %2", "seat and call in the auction line").arg(name(sc.seat), callText(sc.call, m_retourneSuit));
    }
    return tr("Auction: %1").arg(parts.join(QStringLiteral(" \u00b7 ")));
}

void CallPanel::showCall(const Deal& deal, const CallList& legal)
{
    Q_ASSERT(deal.phase() == Phase::Calls);
    Q_ASSERT(legal.count > 0);
    m_legal = legal;
    m_retourneSuit = deal.retourneSuit();
    const std::optional<Contract> contract = deal.contract();
    QStringList hints;

    if (deal.rules().isClassic()) {
        setMode(Mode::Classic);
        QStringList letters;
        for (std::size_t i = 0; i < kStrainOrder.size(); ++i) {
            const Strain s = kStrainOrder[i];
            PanelButton* b = m_takes[i];
            QString label, spoken;
            if (s == Strain::NoTrump) label = tr("&No trump");
            else if (s == Strain::AllTrump) label = tr("&All trump");
            else if (m_retourneSuit == trumpSuitOf(s)) label = tr("&Take %1").arg(suitSymbol(trumpSuitOf(s)));
            else {
                // Round 2: the symbol and the suit's name, whose initial is the key.
                static const char* const words[] = {QT_TR_NOOP("&Spades"), QT_TR_NOOP("&Hearts"),
                                                    QT_TR_NOOP("&Diamonds"), QT_TR_NOOP("&Clubs")};
                label = QStringLiteral("%1 %2").arg(suitSymbol(trumpSuitOf(s)), tr(words[int(s)]));
                spoken = QString(tr(words[int(s)])).remove(QLatin1Char('&'));  // not "spades Spades"
            }
            b->setText(label);
            if (!spoken.isEmpty()) b->setAccessibleName(spoken);
            b->setVisible(legal.contains(Call::take(s)));
            if (b->isVisibleTo(this)) letters << keyName(b);
        }
        if (contract)
            setSuitText(m_title, tr("%1 took %2: overcall or pass").arg(name(contract->taker), strainText(contract->strain)));
        else if (deal.takingRound() == 1 && deal.retourne())
            setSuitText(m_title, tr("Your call \u2014 the retourne is the %1").arg(cardShort(*deal.retourne())),
                        tr("Your call: the retourne is %1").arg(cardWords(*deal.retourne())));
        else
            setSuitText(m_title, tr("Second round: name a trump, or pass"));
        hints << tr("Enter: pass");
        if (!letters.isEmpty()) hints << tr("%1: take").arg(letters.join(QLatin1Char('/')));
        hints << tr("\u2190/\u2192 choose \u00b7 Space: press");
    } else {
        setMode(Mode::Auction);
        m_value = 0;
        for (std::size_t i = 0; i < kValues.size(); ++i) {
            const bool ok = valueLegal(kValues[i]);
            m_values[i]->setEnabled(ok);
            if (ok && m_value == 0) m_value = kValues[i];  // the lowest legal value
        }
        std::optional<Strain> first;
        for (std::size_t i = 0; i < kStrainOrder.size(); ++i) {
            const Strain s = kStrainOrder[i];
            const bool ok = strainLegal(s);
            m_strains[i]->setEnabled(ok);
            m_strains[i]->setVisible(isSuitStrain(s) || ok || deal.rules().sansToutAtout);
            if (ok && !first) first = s;
        }
        m_strain = m_lastStrain && strainLegal(*m_lastStrain) ? *m_lastStrain : first.value_or(Strain::Spades);
        selectValue(m_value, false);
        selectStrain(m_strain, false);
        m_coinche->setVisible(legal.contains(Call::coinche()));
        m_surcoinche->setVisible(legal.contains(Call::surcoinche()));

        QString title;
        if (!contract) {
            title = tr("Your bid \u2014 nobody has bid yet");
        } else {
            const QString what = contractText(*contract, false, false);
            const std::optional<Seat> coincher = deal.lastCaller(Call::Kind::Coinche);
            const bool mine = contract->taker == Seat::South;
            if (contract->coinche > 1 && coincher)
                title = mine ? tr("Your call \u2014 your %1 is coinched by %2").arg(what, name(*coincher))
                             : tr("Your call \u2014 %1 bid %2, coinched by %3").arg(name(contract->taker), what, name(*coincher));
            else
                title = mine ? tr("Your bid \u2014 your %1 stands").arg(what)
                             : tr("Your bid \u2014 %1 bid %2").arg(name(contract->taker), what);
        }
        setSuitText(m_title, title);

        hints << tr("Enter: pass");
        if (m_value != 0) hints << tr("%1: bid").arg(keyName(m_bid));
        if (m_coinche->isVisibleTo(this)) hints << tr("%1: coinche").arg(keyName(m_coinche));
        if (m_surcoinche->isVisibleTo(this)) hints << tr("%1: surcoinche").arg(keyName(m_surcoinche));
        if (m_value != 0) hints << tr("\u2190/\u2192 value \u00b7 \u2191/\u2193 suit");
    }
    if (m_meaning) hints << tr("M: what the bids mean");
    setSuitText(m_auction, auctionText(deal));
    m_hints->setText(hints.join(QStringLiteral(" \u00b7 ")));
    explainCalls();
    equalizeActions();
    m_active = true;
    updateGeometry();
    show();
    raise();
    takeFocus();
}

void CallPanel::showOutOfTurnCoinche(const Deal& deal)
{
    Q_ASSERT(deal.outOfTurnCoincher() == Seat::South);
    const std::optional<Contract> contract = deal.contract();
    Q_ASSERT(contract);
    m_legal = CallList{};
    m_retourneSuit.reset();
    setMode(Mode::OutOfTurn);
    if (contract)
        setSuitText(m_title, tr("%1 bid %2 \u2014 coinche before %3 speaks?")
                                 .arg(name(contract->taker), contractText(*contract, false, false), name(deal.toAct())));
    setSuitText(m_auction, auctionText(deal));
    m_hints->setText(tr("Enter: let it go \u00b7 %1: coinche").arg(keyName(m_coinche)));
    explainCalls();
    equalizeActions();
    m_active = true;
    updateGeometry();
    show();
    raise();
    takeFocus();
}

void CallPanel::takeFocus()
{
    if (!isVisible()) return;
    // The gold outline starts on the harmless answer, as Enter does: Pass, or letting the
    // offer of a coinche go. Space presses the outlined button, and must never take or bid
    // by accident; T, B, the arrows or Tab reach the other calls.
    PanelButton* target = m_mode == Mode::OutOfTurn ? m_letGo : m_pass;
    target->setFocus(Qt::OtherFocusReason);
}

void CallPanel::selectValue(int value, bool moveFocus)
{
    m_value = value;
    for (std::size_t i = 0; i < kValues.size(); ++i) {
        m_values[i]->setChecked(value != 0 && kValues[i] == value);
        if (moveFocus && kValues[i] == value) m_values[i]->setFocus(Qt::OtherFocusReason);
    }
    // Keep a legal pair: a value chosen with the mouse may not exist in the current strain.
    if (value != 0 && !bidLegal(value, m_strain))
        for (Strain s : kStrainOrder)
            if (bidLegal(value, s)) {
                selectStrain(s, false);
                break;
            }
    updateBidButton();
}

void CallPanel::selectStrain(Strain strain, bool moveFocus)
{
    m_strain = strain;
    for (std::size_t i = 0; i < kStrainOrder.size(); ++i) {
        m_strains[i]->setChecked(m_value != 0 && kStrainOrder[i] == strain);
        if (moveFocus && kStrainOrder[i] == strain) m_strains[i]->setFocus(Qt::OtherFocusReason);
    }
    updateBidButton();
}

void CallPanel::stepValue(int step)
{
    int at = 0;
    for (std::size_t i = 0; i < kValues.size(); ++i)
        if (kValues[i] == m_value) at = int(i);
    // Values are a scale: stop at either end rather than wrap from capot to 80.
    for (int i = at + step; i >= 0 && i < int(kValues.size()); i += step)
        if (valueLegal(kValues[i])) {
            const bool onValues = std::find(m_values.begin(), m_values.end(), focusWidget()) != m_values.end();
            selectValue(kValues[i], onValues);
            if (!onValues) focusBid();
            return;
        }
}

// The person composes a bid with the arrows: the outline goes from Pass to Bid, so that
// Space (like B) bids what is shown. The panel never opens there.
void CallPanel::focusBid()
{
    if (m_bid->isVisible() && m_bid->isEnabled() && focusWidget() == m_pass) m_bid->setFocus(Qt::OtherFocusReason);
}

void CallPanel::stepStrain(int step)
{
    int at = 0;
    for (std::size_t i = 0; i < kStrainOrder.size(); ++i)
        if (kStrainOrder[i] == m_strain) at = int(i);
    const int n = int(kStrainOrder.size());
    for (int k = 1; k < n; ++k) {
        const int i = ((at + step * k) % n + n) % n;
        if (m_strains[i]->isVisibleTo(this) && bidLegal(m_value, kStrainOrder[i])) {
            const bool onStrains = std::find(m_strains.begin(), m_strains.end(), focusWidget()) != m_strains.end();
            selectStrain(kStrainOrder[i], onStrains);
            m_lastStrain = m_strain;
            if (!onStrains) focusBid();
            return;
        }
    }
}

void CallPanel::updateBidButton()
{
    m_bid->setText(m_value != 0 ? tr("&Bid %1").arg(callText(Call::bid(m_value, m_strain), std::nullopt)) : tr("&Bid"));
    m_bid->setEnabled(bidLegal(m_value, m_strain));
    m_bid->setToolTip(m_meaning && m_bid->isEnabled() ? m_meaning(Call::bid(m_value, m_strain)) : QString());
    m_bid->setAccessibleDescription(spokenSuits(m_bid->toolTip()));
}

// Each button's tooltip: what its call would tell the partner under the bots' system.
void CallPanel::explainCalls()
{
    auto explain = [this](PanelButton* b, Call c) {
        b->setToolTip(m_meaning ? m_meaning(c) : QString());
        b->setAccessibleDescription(spokenSuits(b->toolTip()));
    };
    if (m_mode == Mode::OutOfTurn) {
        explain(m_coinche, Call::coinche());
        explain(m_letGo, Call::pass());
        return;
    }
    explain(m_pass, Call::pass());
    explain(m_coinche, Call::coinche());
    explain(m_surcoinche, Call::surcoinche());
    for (std::size_t i = 0; i < kStrainOrder.size(); ++i) explain(m_takes[i], Call::take(kStrainOrder[i]));
    updateBidButton();
}

void CallPanel::moveFocusAmongActions(int step)
{
    QList<PanelButton*> order;
    for (PanelButton* b : findChildren<PanelButton*>())
        if (b->isVisible() && b->isEnabled() && b->parentWidget() == this) order << b;
    // findChildren follows creation order; the row's order is the layout's.
    std::sort(order.begin(), order.end(), [this](PanelButton* a, PanelButton* b) {
        return m_actions->indexOf(a) < m_actions->indexOf(b);
    });
    if (order.isEmpty()) return;
    const qsizetype at = order.indexOf(qobject_cast<PanelButton*>(focusWidget()));
    const qsizetype n = order.size();
    const qsizetype next = at < 0 ? 0 : ((at + step) % n + n) % n;
    order[next]->setFocus(Qt::TabFocusReason);
}

void CallPanel::choose(Call call)
{
    if (!m_active || m_mode == Mode::OutOfTurn || m_mode == Mode::None) return;
    // The controller's list is the only authority on what may be called.
    Q_ASSERT(m_legal.contains(call));
    if (!m_legal.contains(call)) {
        qWarning("CallPanel: refused to send a call that is not legal");
        return;
    }
    m_active = false;
    emit callChosen(call);
}

void CallPanel::answerOutOfTurn(bool coinche)
{
    if (!m_active || m_mode != Mode::OutOfTurn) return;
    m_active = false;
    emit outOfTurnAnswered(coinche);
}

bool CallPanel::handlesKey(const QKeyEvent* e) const
{
    if (!m_active) return false;
    if (e->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) return false;
    switch (e->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
        return true;
    case Qt::Key_Home:
    case Qt::Key_End:
        return m_mode == Mode::Auction;
    case Qt::Key_Escape:
        return m_mode == Mode::OutOfTurn;
    default:
        return buttonForLetter(const_cast<CallPanel*>(this), e) != nullptr;
    }
}

void CallPanel::keyPressEvent(QKeyEvent* e)
{
    if (!handlesKey(e)) {
        QWidget::keyPressEvent(e);
        return;
    }
    e->accept();
    const int key = e->key();
    // A held Enter or letter must not answer the next question as well.
    if (e->isAutoRepeat() && key != Qt::Key_Left && key != Qt::Key_Right && key != Qt::Key_Up && key != Qt::Key_Down)
        return;
    if (isEnterKey(e) || key == Qt::Key_Escape) {
        (m_mode == Mode::OutOfTurn ? m_letGo : m_pass)->click();
        return;
    }
    const bool choosingBid = m_mode == Mode::Auction && m_value != 0;
    switch (key) {
    case Qt::Key_Left:
        choosingBid ? stepValue(-1) : moveFocusAmongActions(-1);
        return;
    case Qt::Key_Right:
        choosingBid ? stepValue(+1) : moveFocusAmongActions(+1);
        return;
    case Qt::Key_Up:
        choosingBid ? stepStrain(-1) : moveFocusAmongActions(-1);
        return;
    case Qt::Key_Down:
        choosingBid ? stepStrain(+1) : moveFocusAmongActions(+1);
        return;
    case Qt::Key_Home:
        for (int v : kValues)
            if (choosingBid && valueLegal(v)) {
                selectValue(v, false);
                break;
            }
        return;
    case Qt::Key_End:
        for (auto it = kValues.rbegin(); it != kValues.rend(); ++it)
            if (choosingBid && valueLegal(*it)) {
                selectValue(*it, false);
                break;
            }
        return;
    default:
        if (PanelButton* b = buttonForLetter(this, e)) b->click();
        return;
    }
}

void CallPanel::focusChoice() { takeFocus(); }

QSize CallPanel::sizeHint() const
{
    return panelSizeHint(this, 28);
}

QSize CallPanel::minimumSizeHint() const { return layout()->totalMinimumSize(); }
