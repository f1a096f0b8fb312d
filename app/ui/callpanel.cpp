#include "app/ui/callpanel.h"

#include "app/controller/gametext.h"
#include "app/ui/panelstyle.h"

#include <QBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QtGlobal>
#include <algorithm>

using namespace belote;
using namespace rebelote;
using namespace rebelote::panelstyle;

namespace {

// The value row of the auction, low to high; capot last (it is above 160).
constexpr std::array<int, 10> kValues = {80, 90, 100, 110, 120, 130, 140, 150, 160, kCapotBid};
constexpr std::array<Strain, 6> kStrainOrder = {Strain::Spades, Strain::Hearts,  Strain::Diamonds,
                                                Strain::Clubs,  Strain::NoTrump, Strain::AllTrump};
const char* const kStrainKeys[] = {"S", "H", "D", "C", "NT", "AT"};

QString keyName(const PanelButton* b) { return QString(mnemonicLetter(b->text()).toUpper()); }

}  // namespace

CallPanel::CallPanel(QWidget* parent) : TablePanel(QStringLiteral("callPanel"), parent)
{
    setAccessibleName(tr("Calls"));
    for (int s = 0; s < kSeats; ++s) names_[s] = seatWord(Seat(s));

    auto* layout = new QVBoxLayout(this);

    title_ = addTitle(layout, 1.25, {}, Qt::RichText);

    valueRow_ = new QWidget(this);
    valueRow_->setAccessibleName(tr("Bid value"));
    auto* values = new QHBoxLayout(valueRow_);
    values->setContentsMargins(0, 0, 0, 0);
    for (std::size_t i = 0; i < kValues.size(); ++i) {
        const int v = kValues[i];
        auto* b =
            new PanelButton(v == kCapotBid ? tr("Capot") : QString::number(v), PanelButton::Role::Choice, valueRow_);
        b->setObjectName(v == kCapotBid ? QStringLiteral("valueCapot") : QStringLiteral("value%1").arg(v));
        b->setCheckable(true);
        connect(b, &QPushButton::clicked, this, [this, v] {
            selectValue(v, false);
            focusBid();
        });
        values->addWidget(b, 1);
        values_[i] = b;
    }
    layout->addWidget(valueRow_);

    strainRow_ = new QWidget(this);
    strainRow_->setAccessibleName(tr("Trump of the bid"));
    auto* strains = new QHBoxLayout(strainRow_);
    strains->setContentsMargins(0, 0, 0, 0);
    for (std::size_t i = 0; i < kStrainOrder.size(); ++i) {
        const Strain s = kStrainOrder[i];
        auto* b = new PanelButton(strainText(s), PanelButton::Role::Choice, strainRow_);
        b->setObjectName(QStringLiteral("strain") + QLatin1String(kStrainKeys[i]));
        b->setCheckable(true);
        // A big symbol reads at a glance; the words of No trump / All trump stay text-sized.
        if (isSuitStrain(s)) {
            b->setFontScale(1.45, false);
            b->setAccessibleName(strainWord(s));
        }
        connect(b, &QPushButton::clicked, this, [this, s] {
            selectStrain(s, false);
            lastStrain_ = s;
            focusBid();
        });
        strains->addWidget(b, 1);
        strains_[i] = b;
    }
    layout->addWidget(strainRow_);

    actions_ = new QHBoxLayout;
    for (std::size_t i = 0; i < kStrainOrder.size(); ++i) {
        const Strain s = kStrainOrder[i];
        auto* b = new PanelButton(QString(), PanelButton::Role::Normal, this);
        b->setObjectName(QStringLiteral("take") + QLatin1String(kStrainKeys[i]));
        b->setFontScale(1.1, true);
        connect(b, &QPushButton::clicked, this, [this, s] { choose(Call::take(s)); });
        actions_->addWidget(b, 1);
        takes_[i] = b;
    }
    bid_ = new PanelButton(tr("&Bid"), PanelButton::Role::Primary, this);
    bid_->setObjectName(QStringLiteral("bid"));
    pass_ = new PanelButton(tr("&Pass"), PanelButton::Role::Normal, this);
    pass_->setObjectName(QStringLiteral("pass"));
    coinche_ = new PanelButton(tr("&Coinche"), PanelButton::Role::Danger, this);
    coinche_->setObjectName(QStringLiteral("coinche"));
    surcoinche_ = new PanelButton(tr("&Surcoinche"), PanelButton::Role::Danger, this);
    surcoinche_->setObjectName(QStringLiteral("surcoinche"));
    letGo_ = new PanelButton(tr("&Let it go (Esc)"), PanelButton::Role::Normal, this);
    letGo_->setObjectName(QStringLiteral("letGo"));
    for (PanelButton* b : {bid_, pass_, coinche_, surcoinche_, letGo_}) {
        b->setFontScale(1.1, true);
        actions_->addWidget(b, 1);
    }
    connect(bid_, &QPushButton::clicked, this, [this] { choose(Call::bid(value_, strain_)); });
    connect(pass_, &QPushButton::clicked, this, [this] { choose(Call::pass()); });
    connect(coinche_, &QPushButton::clicked, this, [this] {
        if (mode_ == Mode::OutOfTurn) answerOutOfTurn(true);
        else choose(Call::coinche());
    });
    connect(surcoinche_, &QPushButton::clicked, this, [this] { choose(Call::surcoinche()); });
    connect(letGo_, &QPushButton::clicked, this, [this] { answerOutOfTurn(false); });
    layout->addLayout(actions_);

    auction_ = new QLabel(this);
    auction_->setObjectName(QStringLiteral("auction"));
    auction_->setTextFormat(Qt::RichText);
    auction_->setAlignment(Qt::AlignCenter);
    auction_->setWordWrap(true);
    // A long auction wraps instead of widening the box.
    auction_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    setRelativeFont(auction_, 0.95, false);
    layout->addWidget(auction_);

    hints_ = addKeyHints(layout, QString(), true);

    // The outline follows the focus, however it moves (arrows, Tab, a click).
    for (PanelButton* b : findChildren<PanelButton*>()) b->installEventFilter(this);
    setMode(Mode::None);
    updateMetrics();
}

void CallPanel::setSeatNames(const std::array<QString, 4>& names) { names_ = names; }

QString CallPanel::name(Seat s) const { return names_[int(s)]; }

void CallPanel::updateMetrics()
{
    applyRelativeFonts(this);
    applyPanelMetrics(this);
    const int e = em(this);
    for (QWidget* row : {valueRow_, strainRow_}) row->layout()->setSpacing(qRound(e * 0.3));
    actions_->setSpacing(qRound(e * 0.6));
    actions_->setContentsMargins(0, qRound(e * 0.3), 0, 0);
    equalizeWidths(QList<PanelButton*>(values_.begin(), values_.end()));
    equalizeWidths(QList<PanelButton*>(strains_.begin(), strains_.end()));
    // Room for the longest bid label, so that the box does not change size as ←/→ and
    // ↑/↓ change the bid.
    int bidWidth = 0;
    for (Strain s : kStrainOrder)
        bidWidth =
            qMax(bidWidth,
                 bid_->sizeHintForText(tr("&Bid %1").arg(callText(Call::bid(kCapotBid, s), std::nullopt))).width());
    bid_->setMinimumWidth(bidWidth);
    equalizeActions();
    updateGeometry();
}

void CallPanel::equalizeActions()
{
    // The answers other than Bid share one width (Pass as wide as Coinche, Take as wide as
    // Pass), so that none looks like the recommended one.
    QList<PanelButton*> row;
    for (PanelButton* b : takes_) row << b;
    row << pass_ << coinche_ << surcoinche_ << letGo_;
    QList<PanelButton*> shown;
    for (PanelButton* b : row)
        if (b->isVisibleTo(this)) shown << b;
        else b->setMinimumWidth(0);
    equalizeWidths(shown);
}

void CallPanel::setMode(Mode mode)
{
    mode_ = mode;
    const bool auction = mode == Mode::Auction;
    valueRow_->setVisible(auction);
    strainRow_->setVisible(auction);
    bid_->setVisible(auction);
    pass_->setVisible(auction || mode == Mode::Classic);
    letGo_->setVisible(mode == Mode::OutOfTurn);
    surcoinche_->setVisible(false);
    coinche_->setVisible(mode == Mode::OutOfTurn);
    for (PanelButton* b : takes_) b->setVisible(false);
    // How the action row shares its width: in the auction the sketch's wide Bid; elsewhere
    // equal buttons.
    actions_->setStretchFactor(bid_, 3);
    for (PanelButton* b : {pass_, coinche_, surcoinche_}) actions_->setStretchFactor(b, auction ? 2 : 1);
}

bool CallPanel::bidLegal(int value, Strain strain) const
{
    return value != 0 && legal_.contains(Call::bid(value, strain));
}

bool CallPanel::valueLegal(int value) const
{
    for (const Call& c : legal_)
        if (c.kind == Call::Kind::Bid && c.value == value) return true;
    return false;
}

bool CallPanel::strainLegal(Strain strain) const
{
    for (const Call& c : legal_)
        if (c.kind == Call::Kind::Bid && c.strain == strain) return true;
    return false;
}

QString CallPanel::auctionText(const Deal& deal) const
{
    // Classic has no auction: its round of calls is the taking.
    const bool classic = deal.rules().isClassic();
    if (deal.callCount() == 0)
        return classic ? tr("Taking: nobody has spoken yet") : tr("Auction: nobody has spoken yet");
    QStringList parts;
    for (int i = 0; i < deal.callCount(); ++i) {
        const SeatCall sc = deal.callAt(i);
        parts << tr("%1 %2", "seat and call in the auction line").arg(name(sc.seat), callText(sc.call, retourneSuit_));
    }
    return (classic ? tr("Taking: %1") : tr("Auction: %1")).arg(parts.join(QStringLiteral(" \u00b7 ")));
}

void CallPanel::showCall(const Deal& deal, const CallList& legal)
{
    Q_ASSERT(deal.phase() == Phase::Calls);
    Q_ASSERT(legal.count > 0);
    legal_ = legal;
    retourneSuit_ = deal.retourneSuit();
    const std::optional<Contract> contract = deal.contract();
    QStringList hints;

    if (deal.rules().isClassic()) {
        setMode(Mode::Classic);
        QStringList letters;
        for (std::size_t i = 0; i < kStrainOrder.size(); ++i) {
            const Strain s = kStrainOrder[i];
            PanelButton* b = takes_[i];
            QString label, spoken;
            if (s == Strain::NoTrump) label = tr("&No trump");
            else if (s == Strain::AllTrump) label = tr("&All trump");
            else if (retourneSuit_ == trumpSuitOf(s)) label = tr("&Take %1").arg(suitSymbol(trumpSuitOf(s)));
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
            setSuitText(title_,
                        tr("%1 took %2: overcall or pass").arg(name(contract->taker), strainText(contract->strain)));
        else if (deal.takingRound() == 1 && deal.retourne())
            setSuitText(title_, tr("Your call \u2014 the retourne is the %1").arg(cardShort(*deal.retourne())),
                        tr("Your call: the retourne is %1").arg(cardWords(*deal.retourne())));
        else setSuitText(title_, tr("Second round: name a trump, or pass"));
        hints << tr("Enter or Space: the outlined call");
        if (!letters.isEmpty()) hints << tr("%1: take").arg(letters.join(QLatin1Char('/')));
        hints << tr("\u2190/\u2192 choose");
    } else {
        setMode(Mode::Auction);
        value_ = 0;
        for (std::size_t i = 0; i < kValues.size(); ++i) {
            const bool ok = valueLegal(kValues[i]);
            values_[i]->setEnabled(ok);
            if (ok && value_ == 0) value_ = kValues[i];  // the lowest legal value
        }
        std::optional<Strain> first;
        for (std::size_t i = 0; i < kStrainOrder.size(); ++i) {
            const Strain s = kStrainOrder[i];
            const bool ok = strainLegal(s);
            strains_[i]->setEnabled(ok);
            strains_[i]->setVisible(isSuitStrain(s) || ok || deal.rules().sansToutAtout);
            if (ok && !first) first = s;
        }
        strain_ = lastStrain_ && strainLegal(*lastStrain_) ? *lastStrain_ : first.value_or(Strain::Spades);
        selectValue(value_, false);
        selectStrain(strain_, false);
        coinche_->setVisible(legal.contains(Call::coinche()));
        surcoinche_->setVisible(legal.contains(Call::surcoinche()));

        QString title;
        if (!contract) {
            title = tr("Your bid \u2014 nobody has bid yet");
        } else {
            const QString what = contractText(*contract, false, false);
            const std::optional<Seat> coincher = deal.lastCaller(Call::Kind::Coinche);
            const bool mine = contract->taker == Seat::South;
            if (contract->coinche > 1 && coincher)
                title = mine ? tr("Your call \u2014 your %1 is coinched by %2").arg(what, name(*coincher))
                             : tr("Your call \u2014 %1 bid %2, coinched by %3")
                                   .arg(name(contract->taker), what, name(*coincher));
            else
                title = mine ? tr("Your bid \u2014 your %1 stands").arg(what)
                             : tr("Your bid \u2014 %1 bid %2").arg(name(contract->taker), what);
        }
        setSuitText(title_, title);

        hints << tr("Enter or Space: the outlined call");
        if (value_ != 0) hints << tr("%1: bid").arg(keyName(bid_));
        if (coinche_->isVisibleTo(this)) hints << tr("%1: coinche").arg(keyName(coinche_));
        if (surcoinche_->isVisibleTo(this)) hints << tr("%1: surcoinche").arg(keyName(surcoinche_));
        if (value_ != 0) hints << tr("\u2190/\u2192 value \u00b7 \u2191/\u2193 suit");
    }
    if (meaning_) hints << (deal.rules().isClassic() ? tr("M: what takes mean") : tr("M: what the bids mean"));
    setSuitText(auction_, auctionText(deal));
    // Each key's hint stays whole on its line ("M: what takes mean"): the line breaks only
    // after a separator.
    for (QString& h : hints)
        h.replace(QLatin1Char(' '), QChar(0x00a0)).replace(QLatin1Char('/'), QStringLiteral("/\u2060"));
    hints_->setText(hints.join(QStringLiteral("\u00a0\u00b7 ")));
    present();
}

// The panel shown with its calls explained and its buttons of one width, the keys its own.
void CallPanel::present()
{
    // The outline starts on the harmless answer: Pass, or letting the offer of a coinche go.
    setOutlined(defaultAnswer());
    explainCalls();
    equalizeActions();
    active_ = true;
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
    legal_ = CallList{};
    retourneSuit_.reset();
    setMode(Mode::OutOfTurn);
    if (contract)
        setSuitText(title_, tr("%1 bid %2 \u2014 coinche before %3 speaks?")
                                .arg(name(contract->taker), contractText(*contract, false, false), name(deal.toAct())));
    setSuitText(auction_, auctionText(deal));
    hints_->setText(
        tr("Enter or Space: the outlined answer \u00b7 %1: coinche \u00b7 Esc: let it go").arg(keyName(coinche_)));
    present();
}

// The focus back on the outlined button (the table focuses the panel itself). Enter and
// Space press that button, whichever it is: T, B, the arrows or Tab move the outline.
void CallPanel::takeFocus()
{
    if (!outlined_ || !outlined_->isVisibleTo(this) || !outlined_->isEnabled()) setOutlined(defaultAnswer());
    if (isVisible()) outlined_->setFocus(Qt::OtherFocusReason);
}

PanelButton* CallPanel::defaultAnswer() const { return mode_ == Mode::OutOfTurn ? letGo_ : pass_; }

// The button Enter presses: the focused one, drawn with the gold outline and the dark inner
// one of a default. Kept apart from the focus: a window that is not active has no focus
// widget, and Enter still presses what the panel shows outlined.
void CallPanel::setOutlined(PanelButton* b)
{
    outlined_ = b;
    for (PanelButton* x : findChildren<PanelButton*>()) x->setMarkedDefault(x == b);
}

void CallPanel::outline(PanelButton* b, Qt::FocusReason reason)
{
    setOutlined(b);
    b->setFocus(reason);
}

bool CallPanel::eventFilter(QObject* watched, QEvent* e)
{
    if (e->type() == QEvent::FocusIn)
        if (auto* b = qobject_cast<PanelButton*>(watched); b && isAncestorOf(b)) setOutlined(b);
    return TablePanel::eventFilter(watched, e);
}

void CallPanel::selectValue(int value, bool moveFocus)
{
    value_ = value;
    for (std::size_t i = 0; i < kValues.size(); ++i) {
        values_[i]->setChecked(value != 0 && kValues[i] == value);
        if (moveFocus && kValues[i] == value) outline(values_[i]);
    }
    // Keep a legal pair: a value chosen with the mouse may not exist in the current strain.
    if (value != 0 && !bidLegal(value, strain_))
        for (Strain s : kStrainOrder)
            if (bidLegal(value, s)) {
                selectStrain(s, false);
                break;
            }
    updateBidButton();
}

void CallPanel::selectStrain(Strain strain, bool moveFocus)
{
    strain_ = strain;
    for (std::size_t i = 0; i < kStrainOrder.size(); ++i) {
        strains_[i]->setChecked(value_ != 0 && kStrainOrder[i] == strain);
        if (moveFocus && kStrainOrder[i] == strain) outline(strains_[i]);
    }
    updateBidButton();
}

void CallPanel::stepValue(int step)
{
    int at = 0;
    for (std::size_t i = 0; i < kValues.size(); ++i)
        if (kValues[i] == value_) at = int(i);
    // Values are a scale: stop at either end rather than wrap from capot to 80.
    for (int i = at + step; i >= 0 && i < int(kValues.size()); i += step)
        if (valueLegal(kValues[i])) {
            const bool onValues = std::find(values_.begin(), values_.end(), outlined_) != values_.end();
            selectValue(kValues[i], onValues);
            if (!onValues) focusBid();
            return;
        }
}

// The person composes a bid (the arrows, Home, End, a click on a value or a strain): the
// outline goes from Pass, or from the value or strain clicked, to Bid, so that Enter and
// Space (like B) bid what is shown. The panel never opens there; an outline the person put
// on Coinche stays there.
void CallPanel::focusBid()
{
    if (!bid_->isVisible() || !bid_->isEnabled()) return;
    const auto among = [this](const auto& row) { return std::find(row.begin(), row.end(), outlined_) != row.end(); };
    if (outlined_ == pass_ || among(values_) || among(strains_)) outline(bid_);
}

void CallPanel::stepStrain(int step)
{
    int at = 0;
    for (std::size_t i = 0; i < kStrainOrder.size(); ++i)
        if (kStrainOrder[i] == strain_) at = int(i);
    const int n = int(kStrainOrder.size());
    for (int k = 1; k < n; ++k) {
        const int i = ((at + step * k) % n + n) % n;
        if (strains_[i]->isVisibleTo(this) && bidLegal(value_, kStrainOrder[i])) {
            const bool onStrains = std::find(strains_.begin(), strains_.end(), outlined_) != strains_.end();
            selectStrain(kStrainOrder[i], onStrains);
            lastStrain_ = strain_;
            if (!onStrains) focusBid();
            return;
        }
    }
}

void CallPanel::updateBidButton()
{
    bid_->setText(value_ != 0 ? tr("&Bid %1").arg(callText(Call::bid(value_, strain_), std::nullopt)) : tr("&Bid"));
    bid_->setEnabled(bidLegal(value_, strain_));
    bid_->setToolTip(meaning_ && bid_->isEnabled() ? meaning_(Call::bid(value_, strain_)) : QString());
    bid_->setAccessibleDescription(spokenSuits(bid_->toolTip()));
}

// Each button's tooltip: what its call would tell the partner under the bots' system.
void CallPanel::explainCalls()
{
    auto explain = [this](PanelButton* b, Call c) {
        b->setToolTip(meaning_ ? meaning_(c) : QString());
        b->setAccessibleDescription(spokenSuits(b->toolTip()));
    };
    if (mode_ == Mode::OutOfTurn) {
        explain(coinche_, Call::coinche());
        explain(letGo_, Call::pass());
        return;
    }
    explain(pass_, Call::pass());
    explain(coinche_, Call::coinche());
    explain(surcoinche_, Call::surcoinche());
    for (std::size_t i = 0; i < kStrainOrder.size(); ++i) explain(takes_[i], Call::take(kStrainOrder[i]));
    updateBidButton();
}

void CallPanel::moveFocusAmongActions(int step)
{
    QList<PanelButton*> order;
    for (PanelButton* b : findChildren<PanelButton*>())
        if (b->isVisible() && b->isEnabled() && b->parentWidget() == this) order << b;
    // findChildren follows creation order; the row's order is the layout's.
    std::sort(order.begin(), order.end(),
              [this](PanelButton* a, PanelButton* b) { return actions_->indexOf(a) < actions_->indexOf(b); });
    if (order.isEmpty()) return;
    const qsizetype at = order.indexOf(outlined_);
    const qsizetype n = order.size();
    const qsizetype next = at < 0 ? 0 : ((at + step) % n + n) % n;
    outline(order[next], Qt::TabFocusReason);
}

void CallPanel::choose(Call call)
{
    if (!active_ || mode_ == Mode::OutOfTurn || mode_ == Mode::None) return;
    // The controller's list is the only authority on what may be called.
    Q_ASSERT(legal_.contains(call));
    if (!legal_.contains(call)) {
        qWarning("CallPanel: refused to send a call that is not legal");
        return;
    }
    active_ = false;
    emit callChosen(call);
}

void CallPanel::answerOutOfTurn(bool coinche)
{
    if (!active_ || mode_ != Mode::OutOfTurn) return;
    active_ = false;
    emit outOfTurnAnswered(coinche);
}

bool CallPanel::handlesKey(const QKeyEvent* e) const
{
    if (!active_) return false;
    if (e->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) return false;
    switch (e->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down: return true;
    case Qt::Key_Home:
    case Qt::Key_End: return mode_ == Mode::Auction;
    case Qt::Key_Escape: return mode_ == Mode::OutOfTurn;
    default: return buttonForLetter(const_cast<CallPanel*>(this), e) != nullptr;
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
    if (key == Qt::Key_Escape) {
        letGo_->click();
        return;
    }
    if (isEnterKey(e)) {
        // What the outline is on, as Space: never another call than the one shown.
        if (outlined_ && outlined_->isVisible() && outlined_->isEnabled()) outlined_->click();
        return;
    }
    const bool choosingBid = mode_ == Mode::Auction && value_ != 0;
    switch (key) {
    case Qt::Key_Left: choosingBid ? stepValue(-1) : moveFocusAmongActions(-1); return;
    case Qt::Key_Right: choosingBid ? stepValue(+1) : moveFocusAmongActions(+1); return;
    case Qt::Key_Up: choosingBid ? stepStrain(-1) : moveFocusAmongActions(-1); return;
    case Qt::Key_Down: choosingBid ? stepStrain(+1) : moveFocusAmongActions(+1); return;
    case Qt::Key_Home:
        for (int v : kValues)
            if (choosingBid && valueLegal(v)) {
                selectValue(v, false);
                focusBid();
                break;
            }
        return;
    case Qt::Key_End:
        for (auto it = kValues.rbegin(); it != kValues.rend(); ++it)
            if (choosingBid && valueLegal(*it)) {
                selectValue(*it, false);
                focusBid();
                break;
            }
        return;
    default:
        if (PanelButton* b = buttonForLetter(this, e)) b->click();
        return;
    }
}

void CallPanel::focusChoice() { takeFocus(); }

QSize CallPanel::sizeHint() const { return panelSizeHint(this, 28); }

QSize CallPanel::minimumSizeHint() const { return layout()->totalMinimumSize(); }
