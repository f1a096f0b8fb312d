#include "app/controller/seatedplayer.h"

#include <stdexcept>

namespace rebelote {

using namespace belote;

SeatedPlayer::SeatedPlayer(std::function<std::shared_ptr<Player>()> make) : make_(std::move(make)) {}

void SeatedPlayer::make()
{
    if (player_) return;
    player_ = make_();
    if (!player_) throw std::logic_error("SeatedPlayer: no player made");
    make_ = nullptr;
    ready_.store(player_.get());
    // A cancel() that read no player yet is seen here, or it saw the player: never lost.
    if (cancelled_.load()) player_->cancel();
}

Player& SeatedPlayer::player()
{
    make();  // a question can only come after make()'s job; this keeps a stray one safe
    return *player_;
}

const char* SeatedPlayer::name() const
{
    const Player* p = ready_.load();
    return p ? p->name() : "seated";
}

void SeatedPlayer::startDeal(const Deal& deal, Seat seat, const GameContext& game)
{
    player().startDeal(deal, seat, game);
}

void SeatedPlayer::dealOver(const Deal& deal, Seat seat) { player().dealOver(deal, seat); }

Call SeatedPlayer::chooseCall(const Deal& deal, Seat seat, const CallList& legal)
{
    return player().chooseCall(deal, seat, legal);
}

bool SeatedPlayer::coincheOutOfTurn(const Deal& deal, Seat seat) { return player().coincheOutOfTurn(deal, seat); }

DeclarationSet SeatedPlayer::chooseDeclarations(const Deal& deal, Seat seat, const DeclarationChoices& choices)
{
    return player().chooseDeclarations(deal, seat, choices);
}

Card SeatedPlayer::chooseCard(const Deal& deal, Seat seat, CardSet legal)
{
    return player().chooseCard(deal, seat, legal);
}

belote::Explanation SeatedPlayer::explanation() const
{
    const Player* p = ready_.load();
    return p ? p->explanation() : belote::Explanation();
}

void SeatedPlayer::cancel()
{
    cancelled_.store(true);
    if (Player* p = ready_.load()) p->cancel();
}

void SeatedPlayer::resetCancel()
{
    cancelled_.store(false);
    player().resetCancel();
}

}  // namespace rebelote
