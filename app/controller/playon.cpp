#include "app/controller/playon.h"

using namespace belote;

namespace rebelote {

bool playOnFrom(const QJsonObject& record, int moves, Seat seat, GameSetup setup, PlayOn* out, QString* why)
{
    DealMoves all;
    if (!movesOfRecord(record, &all, why)) return false;
    if (moves < 0 || moves >= int(all.moves.size())) {
        if (why) why->clear();
        return false;
    }
    const DealMoves turned = seat == Seat::South ? all : turnedToSouth(all, seat);
    PlayOn p;
    p.setup = std::move(setup);
    p.setup.rules = turned.dealt.rules();
    p.setup.firstDeal = turned.dealt;
    p.point.dealt = turned.dealt;
    p.point.moves.assign(turned.moves.begin(), turned.moves.begin() + moves);
    for (const DealMove& m : p.point.moves) p.kept += m.kind == DealMove::Kind::Call || m.kind == DealMove::Kind::Card;
    *out = std::move(p);
    return true;
}

}  // namespace rebelote
