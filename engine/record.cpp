#include "engine/record.h"
