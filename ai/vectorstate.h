// The processor's vector registers, kept out of the way of the search (x86-64).
//
// A library routine that runs 256-bit AVX code and returns without clearing the registers'
// upper halves (VZEROUPPER) leaves its thread in the "dirty upper" state, and from then on
// every legacy SSE instruction of that thread waits on a merge of the upper halves. This
// code (built for plain x86-64) and libm's exp() wrapper are SSE code. Measured on an Intel
// Xeon with AVX-512: QProcess::start() leaves the calling thread so (the match's host after
// it starts its bots), and the Monte Carlo player there took twice as long a decision, exp()
// sixteen times as long a call, with the same worlds and the same choices.
#pragma once

namespace belote {

// Clears the upper halves of this thread's vector registers (VZEROUPPER) where the processor
// has AVX; does nothing elsewhere. Cheap (one instruction): called as each search begins.
void clearUpperVectorState();

// Whether this thread's upper halves are in use (XGETBV 1, bit 2): 1 or 0, or -1 where the
// processor cannot say. The tests' probe.
int upperVectorStateInUse();

}  // namespace belote
