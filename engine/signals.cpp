#include "engine/signals.h"

namespace belote {

const char* signalsName(Signals s)
{
    switch (s) {
    case Signals::Direct: return "direct";
    case Signals::Indirect: return "indirect";
    case Signals::None: return "none";
    }
    return "direct";
}

bool signalsFromName(const std::string& name, Signals* s)
{
    for (Signals v : {Signals::Direct, Signals::Indirect, Signals::None})
        if (name == signalsName(v)) {
            *s = v;
            return true;
        }
    return false;
}

}  // namespace belote
