<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Counted</name>
    <message numerus="yes">
        <source>play {card}: move the {colour} marble on {place} %n cells</source>
        <translation>
            <numerusform>play {card}: move the {colour} marble on {place} %n cell</numerusform>
            <numerusform>play {card}: move the {colour} marble on {place} %n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round {round}: %n new cards each</source>
        <translation>
            <numerusform>Round {round}: %n new card each</numerusform>
            <numerusform>Round {round}: %n new cards each</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LeaderboardPage</name>
    <message numerus="yes">
        <source>Nobody is on this leaderboard yet: it lists players after %Ln rated games.</source>
        <translation>
            <numerusform>Nobody is on this leaderboard yet: it lists players after %Ln rated game.</numerusform>
            <numerusform>Nobody is on this leaderboard yet: it lists players after %Ln rated games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln players on the leaderboard; you are number {place}.</source>
        <translation>
            <numerusform>%Ln player on the leaderboard; you are number {place}.</numerusform>
            <numerusform>%Ln players on the leaderboard; you are number {place}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln players on the leaderboard.</source>
        <translation>
            <numerusform>%Ln player on the leaderboard.</numerusform>
            <numerusform>%Ln players on the leaderboard.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MyGamesPage</name>
    <message numerus="yes">
        <source>The newest {shown} of your %Ln finished games.</source>
        <translation>
            <numerusform>The newest {shown} of your %Ln finished game.</numerusform>
            <numerusform>The newest {shown} of your %Ln finished games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your %Ln finished games.</source>
        <translation>
            <numerusform>Your %Ln finished game.</numerusform>
            <numerusform>Your %Ln finished games.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message numerus="yes">
        <source>Replay of %n actions</source>
        <translation>
            <numerusform>Replay of %n action</numerusform>
            <numerusform>Replay of %n actions</numerusform>
        </translation>
    </message>
</context>
</TS>
