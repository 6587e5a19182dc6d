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
