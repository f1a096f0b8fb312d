<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>DealDraft</name>
    <message numerus="yes">
        <source>%1 cards</source>
        <translation>
            <numerusform>%1 card</numerusform>
            <numerusform>%1 cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message numerus="yes">
        <source>%n deals</source>
        <translation>
            <numerusform>%n deal</numerusform>
            <numerusform>%n deals</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryRecovery</name>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>one move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryStore</name>
    <message numerus="yes">
        <source>%n deals</source>
        <translation>
            <numerusform>one deal</numerusform>
            <numerusform>%n deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>one game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WhyText</name>
    <message numerus="yes">
        <source>It imagined %n deals that fit everything it knew (its cards, the calls, the cards played), valued %1 in each, and chose the best average. Values are marks for its side minus the other side&apos;s; the spread says how much they varied from deal to deal.</source>
        <translation>
            <numerusform>It imagined %n deal that fits everything it knew (its cards, the calls, the cards played), valued %1 in it, and chose the best average. Values are marks for its side minus the other side&apos;s; the spread says how much they varied from deal to deal.</numerusform>
            <numerusform>It imagined %n deals that fit everything it knew (its cards, the calls, the cards played), valued %1 in each, and chose the best average. Values are marks for its side minus the other side&apos;s; the spread says how much they varied from deal to deal.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>dropped after %n deals</source>
        <translation>
            <numerusform>dropped after %n deal</numerusform>
            <numerusform>dropped after %n deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It no longer reads %1&apos;s cards by the card-play system: %2 of the %n promises they made were broken.</source>
        <comment>a seat, then how many promises it broke</comment>
        <translation>
            <numerusform>It no longer reads %1&apos;s cards by the card-play system: %2 of the %n promise they made was broken.</numerusform>
            <numerusform>It no longer reads %1&apos;s cards by the card-play system: %2 of the %n promises they made were broken.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rebelote::GameOverPanel</name>
    <message numerus="yes">
        <source>after %n deals</source>
        <translation>
            <numerusform>after one deal</numerusform>
            <numerusform>after %n deals</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rebelote::HistoryDealsModel</name>
    <message numerus="yes">
        <source>%n deals were played on from this one.</source>
        <translation>
            <numerusform>%n deal was played on from this one.</numerusform>
            <numerusform>%n deals were played on from this one.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rebelote::HistoryRecorder</name>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>one move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The history is %n moves behind: %1.</source>
        <translation>
            <numerusform>The history is one move behind: %1.</numerusform>
            <numerusform>The history is %n moves behind: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rebelote::HistorySetsModel</name>
    <message numerus="yes">
        <source>%1 of %n</source>
        <translation>
            <numerusform>%1 of %n</numerusform>
            <numerusform>%1 of %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rebelote::HistoryStatsView</name>
    <message numerus="yes">
        <source>%1 (%n deals)</source>
        <translation>
            <numerusform>%1 (one deal)</numerusform>
            <numerusform>%1 (%n deals)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deals of practice games are left out.</source>
        <translation>
            <numerusform>One deal of a practice game is left out.</numerusform>
            <numerusform>%n deals of practice games are left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal sets (%n)</source>
        <translation>
            <numerusform>Deal set (%n)</numerusform>
            <numerusform>Deal sets (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rebelote::HistoryWindow</name>
    <message numerus="yes">
        <source>Saving %n deals…</source>
        <translation>
            <numerusform>Saving %n deal…</numerusform>
            <numerusform>Saving %n deals…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deals saved to %1.</source>
        <translation>
            <numerusform>%n deal saved to %1.</numerusform>
            <numerusform>%n deals saved to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding %n deals to the history…</source>
        <translation>
            <numerusform>Adding %n deal to the history…</numerusform>
            <numerusform>Adding %n deals to the history…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deals added.</source>
        <translation>
            <numerusform>%n deal added.</numerusform>
            <numerusform>%n deals added.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deals already in the history, kept once.</source>
        <translation>
            <numerusform>%n deal already in the history, kept once.</numerusform>
            <numerusform>%n deals already in the history, kept once.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n records refused (details below).</source>
        <translation>
            <numerusform>%n record refused (details below).</numerusform>
            <numerusform>%n records refused (details below).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deals imported.</source>
        <translation>
            <numerusform>%n deal imported.</numerusform>
            <numerusform>%n deals imported.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete the %n selected deals?</source>
        <translation>
            <numerusform>Delete the selected deal?</numerusform>
            <numerusform>Delete the %n selected deals?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It cannot be undone, and their analyses go with them. Export them first to keep them.</source>
        <translation>
            <numerusform>It cannot be undone, and its analysis goes with it. Export it first to keep it.</numerusform>
            <numerusform>It cannot be undone, and their analyses go with them. Export them first to keep them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games go with their last deals.</source>
        <translation>
            <numerusform>%n game goes with its last deal.</numerusform>
            <numerusform>%n games go with their last deals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleting %n deals…</source>
        <translation>
            <numerusform>Deleting %n deal…</numerusform>
            <numerusform>Deleting %n deals…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deals deleted.</source>
        <translation>
            <numerusform>%n deal deleted.</numerusform>
            <numerusform>%n deals deleted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n deals…</source>
        <translation>
            <numerusform>Delete deal…</numerusform>
            <numerusform>Delete %n deals…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete game %1 of %2 and its %n deals?</source>
        <translation>
            <numerusform>Delete game %1 of %2 and its deal?</numerusform>
            <numerusform>Delete game %1 of %2 and its %n deals?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rebelote::MainWindow</name>
    <message numerus="yes">
        <source>Saving the %n moves kept when Rebelote last closed…</source>
        <translation>
            <numerusform>Saving the move kept when Rebelote last closed…</numerusform>
            <numerusform>Saving the %n moves kept when Rebelote last closed…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rebelote::ReplayWindow</name>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rebelote::SetSession</name>
    <message numerus="yes">
        <source>Set: %n deals, %1 against the bots; %2 at or above par</source>
        <translation>
            <numerusform>Set: %n deal, %1 against the bots; %2 at or above par</numerusform>
            <numerusform>Set: %n deals, %1 against the bots; %2 at or above par</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 against the bots on the same deals; %n at or above par</source>
        <translation>
            <numerusform>%1: %2 against the bots on the same deals; %n at or above par</numerusform>
            <numerusform>%1: %2 against the bots on the same deals; %n at or above par</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rebelote::TableView</name>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rebelote::WhyDialog</name>
    <message numerus="yes">
        <source>Calls not simulated: %n (strains its hand does not suit).</source>
        <translation>
            <numerusform>Call not simulated: %n (a strain its hand does not suit).</numerusform>
            <numerusform>Calls not simulated: %n (strains its hand does not suit).</numerusform>
        </translation>
    </message>
</context>
</TS>
