<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Jackaroo</source>
        <extracomment>the licence files shown in the Licences tab, in order (top-level files of the project)</extracomment>
        <translation>عن جاكارو</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;عن اللعبة</translation>
    </message>
    <message>
        <source>&amp;Licences</source>
        <translation>ال&amp;تراخيص</translation>
    </message>
    <message>
        <source>Open data &amp;folder</source>
        <translation>افتح &amp;مجلد البيانات</translation>
    </message>
    <message>
        <source>no game yet</source>
        <translation>لا توجد لعبة بعد</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Jackaroo {version}&lt;/h3&gt;&lt;p&gt;The Gulf&apos;s marble-and-card race game: one player against three CPU players, with hidden traps and the Burner and Saver wild cards.&lt;/p&gt;&lt;p&gt;Copyright © 2026 The Jackaroo authors. Free software under the MIT licence (see Licences).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Credits.&lt;/b&gt; Made with Qt {qt} and Qt for Python (PySide6 {pyside}), under the LGPL-3.0. The sound effects and the icon are made by the game&apos;s own scripts (scripts/make_sounds.py, scripts/make_icon.py). Text uses the Noto Sans and Noto Sans Arabic fonts (SIL Open Font License 1.1).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Your files.&lt;/b&gt; The unfinished game is kept in {folder}&lt;br&gt;Settings and statistics: {settings}&lt;/p&gt;&lt;p&gt;Seed of this game: {seed}&lt;/p&gt;</source>
        <translation>&lt;h3&gt;جاكارو {version}&lt;/h3&gt;&lt;p&gt;لعبة السباق الخليجية بالكرات والورق: لاعب واحد ضد ثلاثة لاعبين من الكمبيوتر، مع فخاخ مخفية وورقتين جوكر: الحارق والمنقذ.&lt;/p&gt;&lt;p&gt;حقوق النشر © 2026 مؤلفو جاكارو. برنامج حر برخصة MIT (انظر التراخيص).&lt;/p&gt;&lt;p&gt;&lt;b&gt;شكر وتقدير.&lt;/b&gt; صُنعت باستخدام Qt {qt} وQt for Python ‏(PySide6 {pyside})، برخصة LGPL-3.0. المؤثرات الصوتية والأيقونة من صنع سكربتات اللعبة نفسها (scripts/make_sounds.py وscripts/make_icon.py). النص بخطَّي Noto Sans وNoto Sans Arabic ‏(SIL Open Font License 1.1).&lt;/p&gt;&lt;p&gt;&lt;b&gt;ملفاتك.&lt;/b&gt; اللعبة غير المنتهية محفوظة في {folder}&lt;br&gt;الإعدادات والإحصاءات: {settings}&lt;/p&gt;&lt;p&gt;بذرة هذه اللعبة: {seed}&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AccountDialog</name>
    <message>
        <source>Players at {address}</source>
        <translation>اللاعبون في {address}</translation>
    </message>
    <message>
        <source>&amp;Account</source>
        <translation>ال&amp;حساب</translation>
    </message>
    <message>
        <source>&amp;Leaderboard</source>
        <translation>لوحة ال&amp;صدارة</translation>
    </message>
    <message>
        <source>Pro&amp;file</source>
        <translation>المل&amp;ف الشخصي</translation>
    </message>
    <message>
        <source>Frien&amp;ds</source>
        <translation>الأص&amp;دقاء</translation>
    </message>
    <message>
        <source>&amp;My games</source>
        <translation>أ&amp;لعابي</translation>
    </message>
</context>
<context>
    <name>AccountKeeper</name>
    <message>
        <source>You play as a guest.</source>
        <extracomment>the account link of the latest session the rating line after the last game, or why it was not rated (&quot;&quot; before one)</extracomment>
        <translation>تلعب بصفتك ضيفًا.</translation>
    </message>
    <message>
        <source>Signed in as {name}.</source>
        <translation>دخلت باسم {name}.</translation>
    </message>
    <message>
        <source>Rating {rating}</source>
        <translation>التصنيف {rating}</translation>
    </message>
    <message>
        <source>Rating {rating} ({change})</source>
        <translation>التصنيف {rating} ({change})</translation>
    </message>
</context>
<context>
    <name>AccountPage</name>
    <message>
        <source>Connecting…</source>
        <extracomment>a password&apos;s length as the server takes it (docs/protocol.md, &quot;Accounts&quot;) (user name, password) everywhere (password, new password) the password (&quot;&quot; for a guest)</extracomment>
        <translation>جارٍ الاتصال…</translation>
    </message>
    <message>
        <source>Sign up or sign in</source>
        <translation>أنشئ حسابًا أو سجّل الدخول</translation>
    </message>
    <message>
        <source>User na&amp;me:</source>
        <translation>ا&amp;سم المستخدم:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;كلمة المرور:</translation>
    </message>
    <message>
        <source>Signing up keeps the games and rating you have as a guest.</source>
        <translation>إنشاء الحساب يحفظ ما لعبته ضيفًا من مباريات وتصنيف.</translation>
    </message>
    <message>
        <source>Sign &amp;up</source>
        <translation>إ&amp;نشاء حساب</translation>
    </message>
    <message>
        <source>Sign &amp;in</source>
        <translation>&amp;دخول</translation>
    </message>
    <message>
        <source>Your account</source>
        <translation>حسابك</translation>
    </message>
    <message>
        <source>Current pass&amp;word:</source>
        <translation>كلمة المرور ال&amp;حالية:</translation>
    </message>
    <message>
        <source>&amp;New password:</source>
        <translation>كلمة المرور ال&amp;جديدة:</translation>
    </message>
    <message>
        <source>&amp;Change password</source>
        <translation>&amp;تغيير كلمة المرور</translation>
    </message>
    <message>
        <source>Sign &amp;out</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <source>Sign out &amp;everywhere</source>
        <translation>الخروج من &amp;كل الأجهزة</translation>
    </message>
    <message>
        <source>&amp;Delete my account…</source>
        <translation>&amp;حذف حسابي…</translation>
    </message>
    <message>
        <source>Not signed in.</source>
        <translation>لم تسجّل الدخول.</translation>
    </message>
    <message>
        <source>You play as a guest at {server}.</source>
        <translation>تلعب بصفتك ضيفًا في {server}.</translation>
    </message>
    <message>
        <source>Signed in as {name} at {server}.</source>
        <translation>دخلت باسم {name} في {server}.</translation>
    </message>
    <message>
        <source>Your password is changed; your other devices are signed out.</source>
        <translation>تغيّرت كلمة المرور؛ وخرجت أجهزتك الأخرى من الحساب.</translation>
    </message>
    <message>
        <source>Type your current password to delete your account.</source>
        <translation>اكتب كلمة المرور الحالية لحذف حسابك.</translation>
    </message>
    <message>
        <source>Delete your account? Your rating and your user name go; your games stay, without your name.</source>
        <translation>أتحذف حسابك؟ يزول تصنيفك واسم المستخدم؛ وتبقى مبارياتك بلا اسمك.</translation>
    </message>
    <message>
        <source>Delete my account</source>
        <translation>حذف حسابي</translation>
    </message>
</context>
<context>
    <name>AccountWindow</name>
    <message>
        <source>Disconnected from the server: {reason}</source>
        <extracomment>the Friends tab (its Join, Watch and Invite go to the main window&apos;s ``friends``)</extracomment>
        <translation>انقطع الاتصال بالخادم: {reason}</translation>
    </message>
</context>
<context>
    <name>AccountWords</name>
    <message>
        <source>Wrong user name or password.</source>
        <extracomment>what the app does by itself to sign in (its refusals lead to the next way, never to words)</extracomment>
        <translation>اسم المستخدم أو كلمة المرور غير صحيحة.</translation>
    </message>
    <message>
        <source>A password has 8 to 128 characters: choose a longer one.</source>
        <translation>كلمة المرور من 8 إلى 128 حرفًا: اختر كلمة أطول.</translation>
    </message>
    <message>
        <source>A user name has 3 to 24 letters or digits, each word in one script, and no invisible or direction marks: choose another.</source>
        <translation>اسم المستخدم من 3 إلى 24 حرفًا أو رقمًا، كل كلمة فيه بخط واحد، وبلا علامات خفية أو علامات اتجاه: اختر اسمًا آخر.</translation>
    </message>
    <message>
        <source>This user name is taken, or looks too much like one that is: choose another.</source>
        <translation>اسم المستخدم هذا مأخوذ، أو يشبه كثيرًا اسمًا مأخوذًا: اختر اسمًا آخر.</translation>
    </message>
    <message>
        <source>You were signed out (the session ended or expired): sign in again.</source>
        <translation>خرجت من الحساب (انتهت الجلسة أو انقضت مدتها): سجّل الدخول من جديد.</translation>
    </message>
    <message>
        <source>Too many attempts: wait a minute and try again.</source>
        <translation>محاولات كثيرة: انتظر دقيقة ثم حاول من جديد.</translation>
    </message>
    <message>
        <source>You are not signed in.</source>
        <translation>لم تسجّل الدخول.</translation>
    </message>
    <message>
        <source>A guest account has no password: sign up first.</source>
        <translation>حساب الضيف بلا كلمة مرور: أنشئ حسابًا أولًا.</translation>
    </message>
    <message>
        <source>There is no player of that user name.</source>
        <translation>لا يوجد لاعب بهذا الاسم.</translation>
    </message>
    <message>
        <source>You are not on this leaderboard yet: play more rated games.</source>
        <translation>لست في لوحة الصدارة هذه بعد: العب مباريات مصنّفة أكثر.</translation>
    </message>
    <message>
        <source>This server does not offer accounts (it is older than this app).</source>
        <translation>هذا الخادم لا يقدّم الحسابات (هو أقدم من هذا التطبيق).</translation>
    </message>
    <message>
        <source>Not connected to the server.</source>
        <extracomment>signed in, out, or as another account: :attr:`signed_in` and :attr:`name` say how a person&apos;s request was answered: the reply (``account``, ``signed_out``, ``password_changed``, ``account_deleted``, ``leaderboard``, ``profile``, ``rating``, ``my_games``, ``game``) a person&apos;s request was refused: (the request&apos;s type, the reason in the person&apos;s words) the user name signed in (None: a guest, or nobody)</extracomment>
        <translation>غير متصل بالخادم.</translation>
    </message>
</context>
<context>
    <name>Action</name>
    <message>
        <source>drop {card} (it has no move)</source>
        <translation>ارمِ {card} (لا حركة لها)</translation>
    </message>
    <message>
        <source>play {card}: bring a marble out of Home onto your Base</source>
        <translation>العب {card}: طلّع كرة من البيت إلى قاعدتك</translation>
    </message>
    <message>
        <source>play {card}: bring your partner&apos;s marble out and move it 5 cells</source>
        <translation>العب {card}: طلّع كرة شريكك وحرّكها 5 خانات</translation>
    </message>
    <message>
        <source>give up {card}</source>
        <translation>تخلَّ عن {card}</translation>
    </message>
    <message>
        <source>play {card}: {player}, the next player, gives up a card and loses a turn</source>
        <translation>العب {card}: {player}، اللاعب التالي، يتخلى عن ورقة ويخسر دورًا</translation>
    </message>
    <message>
        <source>play {card}: {player}, the next player, discards a random card</source>
        <translation>العب {card}: {player}، اللاعب التالي، يرمي ورقة عشوائية</translation>
    </message>
    <message>
        <source>play {card}: a random opponent discards a random card</source>
        <translation>العب {card}: خصم عشوائي يرمي ورقة عشوائية</translation>
    </message>
    <message>
        <source>play {card}: move the marble on {first} {a} cells and the one on {second} {b} cells</source>
        <translation>العب {card}: حرّك الكرة التي في {first} بمقدار {a} والتي في {second} بمقدار {b}</translation>
    </message>
    <message>
        <source>play {card}: swap your marble on {first} with the {colour} marble on {second}</source>
        <translation>العب {card}: بدّل كرتك التي في {first} بالكرة {colour} التي في {second}</translation>
    </message>
    <message>
        <source>play {card}: burn the {colour} marble on {place} (it goes Home)</source>
        <translation>العب {card}: احرق الكرة {colour} التي في {place} (ترجع إلى البيت)</translation>
    </message>
    <message>
        <source>play {card}: save the {colour} marble on {place} into its Safe Zone</source>
        <translation>العب {card}: أنقذ الكرة {colour} التي في {place} إلى منطقة أمانها</translation>
    </message>
    <message>
        <source>play {card}: move the {colour} marble on {place} 4 cells backwards</source>
        <translation>العب {card}: رجّع الكرة {colour} التي في {place} 4 خانات إلى الوراء</translation>
    </message>
    <message>
        <source>{card} on {places}</source>
        <translation>{card} على {places}</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Pass to {name}</source>
        <translation>سلّم اللعبة إلى {name}</translation>
    </message>
    <message>
        <source>The other players look away.</source>
        <translation>باقي اللاعبين يديرون وجوههم.</translation>
    </message>
    <message>
        <source>{name}, show my cards</source>
        <translation>{name}، اعرض أوراقي</translation>
    </message>
    <message>
        <source>{name}, your turn is over</source>
        <translation>{name}، انتهى دورك</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>تمام</translation>
    </message>
    <message>
        <source>Deck: {count}</source>
        <extracomment>a hand card (index) dragged onto a marble (id) a Track or Safe cell clicked where no marble stands (cell id) an event (of :meth:`show_events`) whose animation step begins now: sounds follow it card backs in the hand&apos;s place while the viewing seat&apos;s hand is hidden how many people play at this computer (several: a hot-seat game, whose hand is captioned) hot-seat: the viewing person&apos;s side turns to the bottom (View &gt; Turn the board) over the hand in a hot-seat game: whose cards they are the trails of the last action&apos;s moves (until the next action, or a sync) the items of a chosen play&apos;s preview (:meth:`show_preview`) turns model events into the animator&apos;s steps</extracomment>
        <translation>الكومة: {count}</translation>
    </message>
    <message>
        <source>{player}&apos;s cards</source>
        <translation>أوراق {player}</translation>
    </message>
    <message>
        <source>Firepit: {count}</source>
        <translation>المحرقة: {count}</translation>
    </message>
    <message>
        <source>No card had a move: {card} was dropped.</source>
        <extracomment>a person took the seat (their hand is face up once the board is idle) what happened to the person who has just taken the seat while they were away the one owner of whose hand is face up what the board shows now (None: no game drawn yet)</extracomment>
        <translation>ما كان فيه ورقة لها حركة: انطرحت {card}.</translation>
    </message>
</context>
<context>
    <name>BoardGestures</name>
    <message>
        <source>No play of this card lands there.</source>
        <translation>ما فيه لعبة بهذه الورقة توصل إلى هناك.</translation>
    </message>
    <message>
        <source>Several plays land there: click the marble to move first.</source>
        <translation>أكثر من لعبة توصل إلى هناك: اضغط أولًا على الكرة التي تريد تحريكها.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Field a marble from your Home Zone onto your Base cell, or move one of your marbles 1 step forward.</source>
        <translation>طلّع كرة من بيتك إلى خانة قاعدتك، أو حرّك إحدى كراتك خطوة واحدة إلى الأمام.</translation>
    </message>
    <message>
        <source>Move one of your marbles 2 steps forward.</source>
        <translation>حرّك إحدى كراتك خطوتين إلى الأمام.</translation>
    </message>
    <message>
        <source>Move one of your marbles 3 steps forward.</source>
        <translation>حرّك إحدى كراتك 3 خطوات إلى الأمام.</translation>
    </message>
    <message>
        <source>Move one of your marbles 4 steps backward.</source>
        <translation>رجّع إحدى كراتك 4 خطوات إلى الوراء.</translation>
    </message>
    <message>
        <source>Move any marble on the track 5 steps forward, yours or an opponent&apos;s.</source>
        <translation>حرّك أي كرة على المسار 5 خطوات إلى الأمام، كرتك أو كرة خصم.</translation>
    </message>
    <message>
        <source>Move one of your marbles 6 steps forward.</source>
        <translation>حرّك إحدى كراتك 6 خطوات إلى الأمام.</translation>
    </message>
    <message>
        <source>Move one of your marbles 7 steps forward, or split the 7 steps between two of your marbles.</source>
        <translation>حرّك إحدى كراتك 7 خطوات إلى الأمام، أو قسّم الخطوات السبع بين كرتين من كراتك.</translation>
    </message>
    <message>
        <source>Move one of your marbles 8 steps forward.</source>
        <translation>حرّك إحدى كراتك 8 خطوات إلى الأمام.</translation>
    </message>
    <message>
        <source>Move one of your marbles 9 steps forward.</source>
        <translation>حرّك إحدى كراتك 9 خطوات إلى الأمام.</translation>
    </message>
    <message>
        <source>Make the next player discard a random card, costing them a turn, or move one of your marbles 10 steps forward.</source>
        <translation>خلِّ اللاعب التالي يرمي ورقة عشوائية فيخسر دورًا، أو حرّك إحدى كراتك 10 خطوات إلى الأمام.</translation>
    </message>
    <message>
        <source>Swap one of your marbles with another player&apos;s marble on the track, or move one of your marbles 11 steps forward.</source>
        <translation>بدّل إحدى كراتك بكرة لاعب آخر على المسار، أو حرّك إحدى كراتك 11 خطوة إلى الأمام.</translation>
    </message>
    <message>
        <source>Make a random opponent discard a random card, costing them a turn, or move one of your marbles 12 steps forward.</source>
        <translation>خلِّ خصمًا عشوائيًا يرمي ورقة عشوائية فيخسر دورًا، أو حرّك إحدى كراتك 12 خطوة إلى الأمام.</translation>
    </message>
    <message>
        <source>Field a marble, or move one of your marbles 13 steps forward, sending home every marble in its path.</source>
        <translation>طلّع كرة، أو حرّك إحدى كراتك 13 خطوة إلى الأمام وارجع كل كرة في طريقها إلى بيتها.</translation>
    </message>
    <message>
        <source>Wild card: send an opponent&apos;s marble on the track, unless it stands on its own Base cell, back to its Home Zone.</source>
        <translation>ورقة جوكر: رجّع كرة خصم على المسار إلى بيتها، إلا إذا كانت على خانة قاعدتها.</translation>
    </message>
    <message>
        <source>Wild card: move one of your marbles on the track, Base cell included, to a random empty cell of your Safe Zone.</source>
        <translation>ورقة جوكر: انقل إحدى كراتك على المسار، ومنها خانة القاعدة، إلى خانة فارغة عشوائية في منطقة أمانك.</translation>
    </message>
</context>
<context>
    <name>ChatLines</name>
    <message>
        <source>&amp;Report this line…</source>
        <extracomment>(the line&apos;s number at its table, an int past 32 bits; the reason given: &quot;&quot; for none) the number of the line each text block shows (None: not a chat line), block by block</extracomment>
        <translation>الإ&amp;بلاغ عن هذا السطر…</translation>
    </message>
    <message>
        <source>Report a chat line</source>
        <translation>الإبلاغ عن سطر في الدردشة</translation>
    </message>
    <message>
        <source>Report this line to the server&apos;s admin?

{line}

Why (optional):</source>
        <translation>أتبلغ مشرف الخادم عن هذا السطر؟

{line}

السبب (اختياري):</translation>
    </message>
</context>
<context>
    <name>ClassicRules</name>
    <message>
        <source>&lt;h1&gt;Jackaroo: the traditional rules&lt;/h1&gt;
&lt;h2&gt;The goal&lt;/h2&gt;
&lt;p&gt;Two, three or four players race their marbles around the board. With four players, partners sit
opposite each other and win together: a team wins when all eight of its marbles are in their Safe
Zones. With two or three players everyone plays alone and the first to bring all four marbles into
their Safe Zone wins. Unused seats stay empty.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;جاكارو: القوانين التقليدية&lt;/h1&gt;
&lt;h2&gt;الهدف&lt;/h2&gt;
&lt;p&gt;اثنان أو ثلاثة أو أربعة لاعبين يتسابقون بكراتهم حول اللوحة. مع أربعة لاعبين، يجلس الشريكان
متقابلين ويفوزان معًا: يفوز الفريق لما تصير كراته الثماني كلها في مناطق
أمانها. ومع لاعبين أو ثلاثة يلعب كل واحد لحاله، وأول من يدخّل كراته الأربع منطقة
أمانه يفوز. المقاعد غير المستعملة تبقى فارغة.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Cards and rounds&lt;/h2&gt;
&lt;ul&gt;
&lt;li&gt;The deck has the 52 standard cards (no jokers, no Burner or Saver, and no traps on the board).&lt;/li&gt;
&lt;li&gt;Rounds come in sets of three: 4, 4 and then 5 cards to every player. After each set all cards are
shuffled together and the next player clockwise deals. Play starts left of the dealer.&lt;/li&gt;
&lt;li&gt;You &lt;b&gt;must&lt;/b&gt; play a card if any card in your hand can be played. Only when no card can be played
do you discard one card of your choice, and nothing else happens.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;h2&gt;الأوراق والجولات&lt;/h2&gt;
&lt;ul&gt;
&lt;li&gt;الكومة فيها الـ52 ورقة المعروفة (بلا جوكر، وبلا حارق ولا منقذ، وما فيه فخاخ على اللوحة).&lt;/li&gt;
&lt;li&gt;الجولات تجي ثلاث ثلاث: 4 ثم 4 ثم 5 أوراق لكل لاعب. بعد كل ثلاث جولات تُخلط الأوراق
كلها، ويوزّع اللاعب التالي باتجاه عقارب الساعة. واللعب يبدأ من يسار الموزّع.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;لازم&lt;/b&gt; تلعب ورقة إذا فيه أي ورقة في يدك تنلعب. وما ترمي ورقة تختارها إلا إذا ما فيه
ورقة تنلعب، وما يصير شيء غير ذلك.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Moving a marble&lt;/h2&gt;
&lt;ul&gt;
&lt;li&gt;A card moves a marble an exact number of cells, clockwise, into its owner&apos;s Safe Zone at its Safe
Zone Entry. A move that would overshoot the Safe Zone is not allowed, and a marble never goes round the
board twice.&lt;/li&gt;
&lt;li&gt;A marble may never land on or pass over a marble of its own colour.&lt;/li&gt;
&lt;li&gt;Other marbles may be passed, any number of them; a marble landed on is sent Home.&lt;/li&gt;
&lt;li&gt;Marbles in a Home Zone or a Safe Zone are protected. A marble standing on a player&apos;s Safe Zone
Entry blocks that player&apos;s way into the Safe Zone.&lt;/li&gt;
&lt;li&gt;To &lt;b&gt;field&lt;/b&gt; a marble you need a marble at Home and none of your own on your Base cell; another
marble on your Base cell is sent Home.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;h2&gt;تحريك الكرة&lt;/h2&gt;
&lt;ul&gt;
&lt;li&gt;الورقة تحرّك الكرة عددًا محددًا من الخانات بالضبط، باتجاه عقارب الساعة، وتدخل منطقة أمان صاحبها
عند مدخل منطقة الأمان. الحركة التي تتعدى منطقة الأمان غير مسموحة، والكرة ما تلف
اللوحة مرتين أبدًا.&lt;/li&gt;
&lt;li&gt;الكرة ما تنزل أبدًا على كرة من لونها ولا تتخطاها.&lt;/li&gt;
&lt;li&gt;باقي الكرات يجوز تخطيها، مهما كان عددها؛ والكرة التي ينزل عليها أحد ترجع إلى البيت.&lt;/li&gt;
&lt;li&gt;الكرات في البيت أو في منطقة الأمان محمية. والكرة الواقفة على مدخل منطقة أمان لاعب
تسد عليه الطريق إلى منطقة أمانه.&lt;/li&gt;
&lt;li&gt;عشان &lt;b&gt;تطلّع&lt;/b&gt; كرة تحتاج كرة في البيت وما تكون أي كرة من كراتك على خانة قاعدتك؛ وأي كرة
ثانية على خانة قاعدتك ترجع إلى البيت.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;The cards&lt;/h2&gt;
&lt;table border=&quot;1&quot; cellspacing=&quot;0&quot; cellpadding=&quot;4&quot;&gt;
&lt;tr&gt;&lt;th&gt;Card&lt;/th&gt;&lt;th&gt;What it does&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ace&lt;/td&gt;&lt;td&gt;Field a marble, or move 1, or move 11.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Two, Three, Six, Eight, Nine&lt;/td&gt;&lt;td&gt;Move one of your marbles forward by the card&apos;s rank.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Four&lt;/td&gt;&lt;td&gt;Move one of your marbles 4 cells backwards (it may back past its Safe Zone Entry
and enter later).&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Five&lt;/td&gt;&lt;td&gt;Move &lt;i&gt;any&lt;/i&gt; marble on the Track 5 forward, yours or another player&apos;s; or, with
a partner, field your partner&apos;s marble and move it 5 from their Base cell.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Seven&lt;/td&gt;&lt;td&gt;Move 7, or split the seven between two of your marbles.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ten&lt;/td&gt;&lt;td&gt;Move 10, or make the next player give up a card of their choice; they also lose
their next turn.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Jack&lt;/td&gt;&lt;td&gt;Switch one of your marbles on the Track with any other marble on the
Track.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Queen&lt;/td&gt;&lt;td&gt;Move 12.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;King&lt;/td&gt;&lt;td&gt;Field a marble, or move 13 and send Home every other player&apos;s marble it passes,
except marbles on their own Base cell.&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;</source>
        <translation>&lt;h2&gt;الأوراق&lt;/h2&gt;
&lt;table border=&quot;1&quot; cellspacing=&quot;0&quot; cellpadding=&quot;4&quot;&gt;
&lt;tr&gt;&lt;th&gt;الورقة&lt;/th&gt;&lt;th&gt;وش تسوي&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;الإكه&lt;/td&gt;&lt;td&gt;طلّع كرة، أو تحرّك 1، أو تحرّك 11.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;اثنين، ثلاثة، ستة، ثمانية، تسعة&lt;/td&gt;&lt;td&gt;حرّك إحدى كراتك إلى الأمام بعدد رقم الورقة.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;الأربعة&lt;/td&gt;&lt;td&gt;رجّع إحدى كراتك 4 خانات إلى الوراء (ويجوز ترجع ورا مدخل منطقة أمانها
وتدخل بعدين).&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;الخمسة&lt;/td&gt;&lt;td&gt;حرّك &lt;i&gt;أي&lt;/i&gt; كرة على المسار 5 إلى الأمام، كرتك أو كرة لاعب آخر؛ أو، إذا
عندك شريك، طلّع كرة شريكك وحرّكها 5 من خانة قاعدته.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;السبعة&lt;/td&gt;&lt;td&gt;تحرّك 7، أو قسّم السبعة بين كرتين من كراتك.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;العشرة&lt;/td&gt;&lt;td&gt;تحرّك 10، أو خلِّ اللاعب التالي يتخلى عن ورقة يختارها؛ ويخسر أيضًا
دوره القادم.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;الولد&lt;/td&gt;&lt;td&gt;بدّل إحدى كراتك على المسار بأي كرة ثانية على
المسار.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;البنت&lt;/td&gt;&lt;td&gt;تحرّك 12.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;الشايب&lt;/td&gt;&lt;td&gt;طلّع كرة، أو تحرّك 13 ورجّع إلى البيت كل كرة لاعب آخر يتخطاها،
ما عدا الكرات التي على خانة قاعدتها.&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Partners&lt;/h2&gt;
&lt;p&gt;With four players, once all four of your marbles are in your Safe Zone you play your cards for your
partner&apos;s marbles as if they were your own, until your team has all eight marbles home safe.&lt;/p&gt;
&lt;p&gt;When another player&apos;s Ten makes you give up a card, the game asks you to choose it: click the card
to give up.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;الشركاء&lt;/h2&gt;
&lt;p&gt;مع أربعة لاعبين، لما تصير كراتك الأربع كلها في منطقة أمانك تلعب أوراقك لكرات
شريكك كأنها كراتك، لين تصير كرات فريقك الثماني كلها في الأمان.&lt;/p&gt;
&lt;p&gt;لما عشرة لاعب آخر تجبرك تتخلى عن ورقة، اللعبة تطلب منك تختارها: اضغط على الورقة
التي تتخلى عنها.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <source>play {card}: move the {colour} marble on {place} %n cells</source>
        <translation>
            <numerusform>العب {card}: حرّك الكرة {colour} التي في {place} %n خانة</numerusform>
            <numerusform>العب {card}: حرّك الكرة {colour} التي في {place} خانة واحدة</numerusform>
            <numerusform>العب {card}: حرّك الكرة {colour} التي في {place} خانتين</numerusform>
            <numerusform>العب {card}: حرّك الكرة {colour} التي في {place} %n خانات</numerusform>
            <numerusform>العب {card}: حرّك الكرة {colour} التي في {place} %n خانة</numerusform>
            <numerusform>العب {card}: حرّك الكرة {colour} التي في {place} %n خانة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round {round}: %n new cards each</source>
        <translation>
            <numerusform>الجولة {round}: ما فيه أوراق جديدة</numerusform>
            <numerusform>الجولة {round}: ورقة جديدة لكل لاعب</numerusform>
            <numerusform>الجولة {round}: ورقتان جديدتان لكل لاعب</numerusform>
            <numerusform>الجولة {round}: %n أوراق جديدة لكل لاعب</numerusform>
            <numerusform>الجولة {round}: %n ورقة جديدة لكل لاعب</numerusform>
            <numerusform>الجولة {round}: %n ورقة جديدة لكل لاعب</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>&apos;{token}&apos; is not a marble location (expected t0..t99 or s0..s3)</source>
        <translation>‏&apos;{token}&apos; ليس موقع كرة (المتوقع t0..t99 أو s0..s3)</translation>
    </message>
    <message>
        <source>&apos;home&apos; cannot be chosen in an action: name a marble by t&lt;n&gt; or s&lt;i&gt;</source>
        <translation>لا يمكن اختيار &apos;home&apos; في حركة: سمِّ الكرة بـ t&lt;n&gt; أو s&lt;i&gt;</translation>
    </message>
    <message>
        <source>an action must be text, not {kind}</source>
        <translation>الحركة يجب أن تكون نصًا، لا {kind}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not an action: use single spaces, e.g. &apos;6H move t5&apos;</source>
        <translation>‏&apos;{text}&apos; ليست حركة: استعمل مسافات مفردة، مثل &apos;6H move t5&apos;</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; has no verb after the card (e.g. &apos;move&apos;, &apos;field&apos;)</source>
        <translation>‏&apos;{text}&apos; ليس فيها فعل بعد الورقة (مثل &apos;move&apos; أو &apos;field&apos;)</translation>
    </message>
    <message>
        <source>&apos;{verb}&apos; is not an action verb ({words})</source>
        <translation>‏&apos;{verb}&apos; ليس فعل حركة ({words})</translation>
    </message>
    <message>
        <source>&apos;{verb}&apos; needs {arity} marble(s) in &apos;{text}&apos;</source>
        <translation>‏&apos;{verb}&apos; يحتاج {arity} كرة (كرات) في &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>unexpected &apos;{extra}&apos; in &apos;{text}&apos;</source>
        <translation>‏&apos;{extra}&apos; غير متوقع في &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>&apos;{token}&apos; is not a split distance (1..6)</source>
        <translation>‏&apos;{token}&apos; ليست مسافة تقسيم (1..6)</translation>
    </message>
    <message>
        <source>&apos;{token}&apos; is not a move distance (1..13)</source>
        <translation>‏&apos;{token}&apos; ليست مسافة حركة (1..13)</translation>
    </message>
    <message>
        <source>cards are immutable</source>
        <translation>الأوراق لا تتغير</translation>
    </message>
    <message>
        <source>the frequencies add up to {total} cards; the deck needs {deck_size}</source>
        <translation>مجموع التكرارات {total} ورقة؛ والكومة تحتاج {deck_size}</translation>
    </message>
    <message>
        <source>expected {expected} fields ({names}), found {found}</source>
        <translation>المتوقع {expected} حقول ({names})، والموجود {found}</translation>
    </message>
    <message>
        <source>{frequency} is negative</source>
        <translation>{frequency} عدد سالب</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>الاسم فارغ</translation>
    </message>
    <message>
        <source>&apos;{token}&apos; is not a card (expected e.g. AS, 10H, KD, BURNER)</source>
        <translation>‏&apos;{token}&apos; ليست ورقة (المتوقع مثلًا AS أو 10H أو KD أو BURNER)</translation>
    </message>
    <message>
        <source>card {card} is already listed on line {first}</source>
        <translation>الورقة {card} مذكورة من قبل في السطر {first}</translation>
    </message>
    <message>
        <source>&apos;{code_text}&apos; is not a card code (known: {known})</source>
        <translation>‏&apos;{code_text}&apos; ليس رمز ورقة (المعروف: {known})</translation>
    </message>
    <message>
        <source>&apos;{freq_text}&apos; is not a whole number</source>
        <translation>‏&apos;{freq_text}&apos; ليس عددًا صحيحًا</translation>
    </message>
    <message>
        <source>a wild card has no rank, found &apos;{rank_text}&apos;</source>
        <translation>ورقة الجوكر ليس لها رتبة، والموجود &apos;{rank_text}&apos;</translation>
    </message>
    <message>
        <source>a wild card has no suit, found &apos;{suit_text}&apos;</source>
        <translation>ورقة الجوكر ليس لها نقشة، والموجود &apos;{suit_text}&apos;</translation>
    </message>
    <message>
        <source>rank {rank_text} contradicts code {code} ({kind})</source>
        <translation>الرتبة {rank_text} تناقض الرمز {code} ({kind})</translation>
    </message>
    <message>
        <source>cannot read {path}: {exc}</source>
        <translation>تعذّرت قراءة {path}: {exc}</translation>
    </message>
    <message>
        <source>{path} was not found next to the game</source>
        <translation>لم يوجد {path} بجانب اللعبة</translation>
    </message>
    <message>
        <source>a wild card has rank 0 and no suit</source>
        <translation>ورقة الجوكر رتبتها 0 وليس لها نقشة</translation>
    </message>
    <message>
        <source>not a CSV line ({exc})</source>
        <translation>ليس سطر CSV ‏({exc})</translation>
    </message>
    <message>
        <source>&apos;{rank_text}&apos; is not a rank (1..13)</source>
        <translation>‏&apos;{rank_text}&apos; ليست رتبة (1..13)</translation>
    </message>
    <message>
        <source>&apos;{suit_text}&apos; is not a suit (SPADE, CLUB, DIAMOND, HEART)</source>
        <translation>‏&apos;{suit_text}&apos; ليست نقشة (SPADE أو CLUB أو DIAMOND أو HEART)</translation>
    </message>
    <message>
        <source>&apos;rng&apos; must be an integer seed or a saved generator (&apos;mt19937:...&apos;)</source>
        <translation>‏&apos;rng&apos; يجب أن يكون بذرة صحيحة أو مولّدًا محفوظًا (&apos;mt19937:...&apos;)</translation>
    </message>
    <message>
        <source>Cards file, line {line}, field &apos;{field}&apos;: {reason}</source>
        <translation>ملف الأوراق، السطر {line}، الحقل &apos;{field}&apos;: {reason}</translation>
    </message>
    <message>
        <source>Cards file, line {line}: {reason}</source>
        <translation>ملف الأوراق، السطر {line}: {reason}</translation>
    </message>
    <message>
        <source>Cards file, field &apos;{field}&apos;: {reason}</source>
        <translation>ملف الأوراق، الحقل &apos;{field}&apos;: {reason}</translation>
    </message>
    <message>
        <source>The game is over: {player} has won</source>
        <translation>انتهت اللعبة: فاز {player}</translation>
    </message>
    <message>
        <source>You do not hold the card {card}</source>
        <translation>ما عندك الورقة {card}</translation>
    </message>
    <message>
        <source>A {rank} cannot {verb}</source>
        <translation>ورقة {rank} ما تقدر على {verb}</translation>
    </message>
    <message>
        <source>A {rank} moves only your own marbles</source>
        <translation>ورقة {rank} تحرّك كراتك أنت فقط</translation>
    </message>
    <message>
        <source>There is no marble on track cell {cell}</source>
        <translation>ما فيه كرة في خانة المسار {cell}</translation>
    </message>
    <message>
        <source>There is no marble on Safe cell {index}</source>
        <translation>ما فيه كرة في خانة الأمان {index}</translation>
    </message>
    <message>
        <source>&apos;ruleset&apos; {ruleset} is not known</source>
        <translation>‏&apos;ruleset&apos; ‏{ruleset} غير معروفة</translation>
    </message>
    <message>
        <source>unknown key &apos;sightings&apos; (only a game with traps has it)</source>
        <translation>مفتاح غير معروف &apos;sightings&apos; (لا يوجد إلا في لعبة فيها فخاخ)</translation>
    </message>
    <message>
        <source>not JSON: {name} is not a number JSON allows</source>
        <translation>ليس JSON: ‏{name} ليس عددًا يسمح به JSON</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; must be an integer</source>
        <translation>‏&apos;{name}&apos; يجب أن يكون عددًا صحيحًا</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; must be in {bounds}, found {value}</source>
        <translation>‏&apos;{name}&apos; يجب أن يكون ضمن {bounds}، والموجود {value}</translation>
    </message>
    <message>
        <source>&apos;{where}&apos; must be a list of card names</source>
        <translation>‏&apos;{where}&apos; يجب أن يكون قائمة بأسماء أوراق</translation>
    </message>
    <message>
        <source>the state must be a JSON object</source>
        <translation>الحالة يجب أن تكون كائن JSON</translation>
    </message>
    <message>
        <source>unknown key &apos;{key}&apos;</source>
        <translation>مفتاح غير معروف &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>missing key &apos;{key}&apos;</source>
        <translation>مفتاح ناقص &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>&apos;format&apos; must be &quot;{format}&quot;</source>
        <translation>‏&apos;format&apos; يجب أن يكون &quot;{format}&quot;</translation>
    </message>
    <message>
        <source>&apos;version&apos; {version} is not supported (only {supported})</source>
        <translation>‏&apos;version&apos; ‏{version} غير مدعوم (فقط {supported})</translation>
    </message>
    <message>
        <source>&apos;ruleset&apos; must be a string</source>
        <translation>‏&apos;ruleset&apos; يجب أن يكون نصًا</translation>
    </message>
    <message>
        <source>&apos;seats&apos; must list {count} seats</source>
        <translation>‏&apos;seats&apos; يجب أن يذكر {count} مقاعد</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: every seat needs its own colour</source>
        <translation>‏&apos;seats&apos;: كل مقعد يحتاج لونًا خاصًا به</translation>
    </message>
    <message>
        <source>&apos;traps&apos; must be a list of track cells</source>
        <translation>‏&apos;traps&apos; يجب أن يكون قائمة بخانات المسار</translation>
    </message>
    <message>
        <source>&apos;teams&apos; must be a list of non-empty lists of seats (0..3)</source>
        <translation>‏&apos;teams&apos; يجب أن يكون قائمة من قوائم مقاعد غير فارغة (0..3)</translation>
    </message>
    <message>
        <source>not JSON: the key &apos;{key}&apos; appears twice in one object</source>
        <translation>ليس JSON: المفتاح &apos;{key}&apos; يتكرر مرتين في كائن واحد</translation>
    </message>
    <message>
        <source>&apos;{where}&apos;: {exc}</source>
        <translation>‏&apos;{where}&apos;: {exc}</translation>
    </message>
    <message>
        <source>unknown key &apos;{key}&apos; (only a classic state has it)</source>
        <translation>مفتاح غير معروف &apos;{key}&apos; (موجود في الحالة التقليدية فقط)</translation>
    </message>
    <message>
        <source>&apos;{where}&apos; must be an object</source>
        <translation>‏&apos;{where}&apos; يجب أن يكون كائنًا</translation>
    </message>
    <message>
        <source>&apos;{where}&apos;: {kind} key &apos;{bad}&apos;</source>
        <translation>‏&apos;{where}&apos;: مفتاح {kind} &apos;{bad}&apos;</translation>
    </message>
    <message>
        <source>&apos;{where}.name&apos; must be a non-empty string</source>
        <translation>‏&apos;{where}.name&apos; يجب أن يكون نصًا غير فارغ</translation>
    </message>
    <message>
        <source>&apos;{where}.name&apos; holds characters that cannot be shown</source>
        <translation>‏&apos;{where}.name&apos; فيه حروف لا يمكن عرضها</translation>
    </message>
    <message>
        <source>&apos;{where}.player&apos; must be one of {names}</source>
        <translation>‏&apos;{where}.player&apos; يجب أن يكون واحدًا من {names}</translation>
    </message>
    <message>
        <source>&apos;{where}.marbles&apos; must list {count} locations</source>
        <translation>‏&apos;{where}.marbles&apos; يجب أن يذكر {count} مواقع</translation>
    </message>
    <message>
        <source>&apos;pending&apos; must be null or {&quot;decision&quot;: ..., &quot;by&quot;: seat}</source>
        <translation>‏&apos;pending&apos; يجب أن يكون null أو {&quot;decision&quot;: ..., &quot;by&quot;: seat}</translation>
    </message>
    <message>
        <source>&apos;pending.decision&apos; {decision} is not known (discard-choice)</source>
        <translation>‏&apos;pending.decision&apos; ‏{decision} غير معروف (discard-choice)</translation>
    </message>
    <message>
        <source>&apos;{where}.colour&apos; {colour} is not a colour</source>
        <translation>‏&apos;{where}.colour&apos; ‏{colour} ليس لونًا</translation>
    </message>
    <message>
        <source>&apos;{where}.marbles[{i}]&apos;: {token} is not a location</source>
        <translation>‏&apos;{where}.marbles[{i}]&apos;: ‏{token} ليس موقعًا</translation>
    </message>
    <message>
        <source>&apos;{where}.marbles[{i}]&apos;: {token} already holds {marble}</source>
        <translation>‏&apos;{where}.marbles[{i}]&apos;: ‏{token} فيه من قبل {marble}</translation>
    </message>
    <message>
        <source>a record must be a JSON object</source>
        <translation>السجل يجب أن يكون كائن JSON</translation>
    </message>
    <message>
        <source>&apos;initial&apos; must be a state object</source>
        <translation>‏&apos;initial&apos; يجب أن يكون كائن حالة</translation>
    </message>
    <message>
        <source>&apos;actions&apos; must be a list of actions</source>
        <translation>‏&apos;actions&apos; يجب أن يكون قائمة حركات</translation>
    </message>
    <message>
        <source>&apos;actions[{i}]&apos; must be a string</source>
        <translation>‏&apos;actions[{i}]&apos; يجب أن يكون نصًا</translation>
    </message>
    <message>
        <source>&apos;initial&apos;: {error}</source>
        <translation>‏&apos;initial&apos;: {error}</translation>
    </message>
    <message>
        <source>&apos;actions[{i}]&apos; &apos;{notation}&apos;: {error}</source>
        <translation>‏&apos;actions[{i}]&apos; &apos;{notation}&apos;: {error}</translation>
    </message>
    <message>
        <source>Choose a card to discard for the Ten of {player}</source>
        <translation>اختر ورقة ترميها بسبب عشرة {player}</translation>
    </message>
    <message>
        <source>You hold a playable card, so you must play</source>
        <translation>عندك ورقة تنلعب، فلازم تلعب</translation>
    </message>
    <message>
        <source>A marble cannot pass a marble of its own colour</source>
        <translation>الكرة ما تتخطى كرة من لونها</translation>
    </message>
    <message>
        <source>You cannot pass your own marble</source>
        <translation>ما تقدر تتخطى كرتك</translation>
    </message>
    <message>
        <source>A marble cannot land on a marble of its own colour</source>
        <translation>الكرة ما تنزل على كرة من لونها</translation>
    </message>
    <message>
        <source>You cannot land on your own marble</source>
        <translation>ما تقدر تنزل على كرتك</translation>
    </message>
    <message>
        <source>A foreign marble on the Safe Stop blocks the way into the Safe Zone</source>
        <translation>كرة لاعب آخر على خانة الوقوف تسد الطريق إلى منطقة الأمان</translation>
    </message>
    <message>
        <source>No marble is left in the Home Zone to field</source>
        <translation>ما بقي في البيت كرة تطلّعها</translation>
    </message>
    <message>
        <source>An own marble is already on the Base cell</source>
        <translation>فيه كرة من كراتك على خانة القاعدة</translation>
    </message>
    <message>
        <source>Only a player with a partner can field the partner&apos;s marble</source>
        <translation>ما يطلّع كرة الشريك إلا لاعب عنده شريك</translation>
    </message>
    <message>
        <source>no occupied seat</source>
        <translation>ما فيه مقعد مشغول</translation>
    </message>
    <message>
        <source>the classic ruleset needs 2, 3 or 4 players</source>
        <translation>القوانين التقليدية تحتاج 2 أو 3 أو 4 لاعبين</translation>
    </message>
    <message>
        <source>&apos;dealer&apos;, &apos;teams&apos; and &apos;pending&apos; are required by the classic ruleset</source>
        <translation>‏&apos;dealer&apos; و&apos;teams&apos; و&apos;pending&apos; مطلوبة في القوانين التقليدية</translation>
    </message>
    <message>
        <source>&apos;seats&apos;: the classic ruleset needs 2, 3 or 4 players</source>
        <translation>‏&apos;seats&apos;: القوانين التقليدية تحتاج 2 أو 3 أو 4 لاعبين</translation>
    </message>
    <message>
        <source>&apos;teams&apos; must be {expected} for these seats</source>
        <translation>‏&apos;teams&apos; يجب أن يكون {expected} لهذه المقاعد</translation>
    </message>
    <message>
        <source>&apos;dealer&apos;: seat {dealer} is empty</source>
        <translation>‏&apos;dealer&apos;: المقعد {dealer} فارغ</translation>
    </message>
    <message>
        <source>&apos;traps&apos; must be empty: the classic ruleset has no traps</source>
        <translation>‏&apos;traps&apos; يجب أن يكون فارغًا: ما فيه فخاخ في القوانين التقليدية</translation>
    </message>
    <message>
        <source>&apos;deck&apos;, &apos;firepit&apos; and the hands together must hold the 52 cards, one of each</source>
        <translation>‏&apos;deck&apos; و&apos;firepit&apos; والأيدي معًا يجب أن تضم الأوراق الـ52، من كل واحدة ورقة</translation>
    </message>
    <message>
        <source>&apos;deck&apos;: {count} cards, but {value} stay undealt in round {round} with {count2} players</source>
        <translation>‏&apos;deck&apos;: {count} ورقة، لكن {value} تبقى غير موزعة في الجولة {round} مع {count2} لاعبين</translation>
    </message>
    <message>
        <source>&apos;turn&apos; must be in 0..{value} in a round of {size} cards, found {turn}</source>
        <translation>‏&apos;turn&apos; يجب أن يكون ضمن 0..{value} في جولة من {size} أوراق، والموجود {turn}</translation>
    </message>
    <message>
        <source>&apos;current&apos;: seat {current} is empty</source>
        <translation>‏&apos;current&apos;: المقعد {current} فارغ</translation>
    </message>
    <message>
        <source>&apos;seats[{p}]&apos;: an empty seat holds no cards and has all its marbles Home</source>
        <translation>‏&apos;seats[{p}]&apos;: المقعد الفارغ ليس معه أوراق وكل كراته في البيت</translation>
    </message>
    <message>
        <source>&apos;seats[{p}].hand&apos;: {count} cards is more than a seat can hold in turn {turn} with seat {current} to act</source>
        <translation>‏&apos;seats[{p}].hand&apos;: ‏{count} أوراق أكثر مما يحمله مقعد في الدور {turn} والمقعد {current} صاحب الدور</translation>
    </message>
    <message>
        <source>&apos;pending.by&apos; must be the seat before the current one</source>
        <translation>‏&apos;pending.by&apos; يجب أن يكون المقعد الذي قبل صاحب الدور</translation>
    </message>
    <message>
        <source>&apos;seats[{current}].hand&apos;: the seat choosing a card to discard holds none</source>
        <translation>‏&apos;seats[{current}].hand&apos;: المقعد الذي يختار ورقة يرميها ليس معه أوراق</translation>
    </message>
    <message>
        <source>&apos;winner&apos;: seat {winners} has all its side&apos;s marbles safe</source>
        <translation>‏&apos;winner&apos;: كل كرات فريق المقعد {winners} في الأمان</translation>
    </message>
    <message>
        <source>&apos;seats[{current}].hand&apos;: the seat to act in turn {turn} must hold {value} cards</source>
        <translation>‏&apos;seats[{current}].hand&apos;: صاحب الدور في الدور {turn} يجب أن يحمل {value} أوراق</translation>
    </message>
    <message>
        <source>&apos;winner&apos;: seat {winner}&apos;s side does not have all its marbles safe</source>
        <translation>‏&apos;winner&apos;: ليست كل كرات فريق المقعد {winner} في الأمان</translation>
    </message>
    <message>
        <source>That move is not legal now</source>
        <translation>هذه الحركة غير مسموحة الحين</translation>
    </message>
    <message>
        <source>A {rank} cannot move {steps}</source>
        <translation>ورقة {rank} ما تتحرك {steps}</translation>
    </message>
    <message>
        <source>You cannot field now</source>
        <translation>ما تقدر تطلّع كرة الحين</translation>
    </message>
    <message>
        <source>{player} has no card to discard</source>
        <translation>{player} ليس معه ورقة يرميها</translation>
    </message>
    <message>
        <source>Marbles in a Home or Safe Zone cannot be switched</source>
        <translation>الكرات في البيت أو في منطقة الأمان ما تتبدل</translation>
    </message>
    <message>
        <source>A marble in its Safe Zone is protected</source>
        <translation>الكرة في منطقة أمانها محمية</translation>
    </message>
    <message>
        <source>A switch needs one of your own marbles</source>
        <translation>التبديل يحتاج كرة من كراتك</translation>
    </message>
    <message>
        <source>A switch needs a foreign marble</source>
        <translation>التبديل يحتاج كرة لاعب آخر</translation>
    </message>
    <message>
        <source>A Seven splits as 1-6, 2-5, 3-4, 4-3, 5-2 or 6-1</source>
        <translation>السبعة تنقسم 1-6 أو 2-5 أو 3-4 أو 4-3 أو 5-2 أو 6-1</translation>
    </message>
    <message>
        <source>A Seven moves only your own marbles</source>
        <translation>السبعة تحرّك كراتك أنت فقط</translation>
    </message>
    <message>
        <source>A split needs two different marbles</source>
        <translation>التقسيم يحتاج كرتين مختلفتين</translation>
    </message>
    <message>
        <source>A marble in the Safe Zone cannot move backwards</source>
        <translation>الكرة في منطقة الأمان ما ترجع إلى الوراء</translation>
    </message>
    <message>
        <source>The count is too high: the marble cannot go that far into its Safe Zone</source>
        <translation>العدد كبير: الكرة ما توصل إلى هذا العمق في منطقة أمانها</translation>
    </message>
    <message>
        <source>&apos;seats[{p}].player&apos;: every seat plays in the {name} ruleset</source>
        <translation>‏&apos;seats[{p}].player&apos;: كل المقاعد تلعب في قوانين {name}</translation>
    </message>
    <message>
        <source>&apos;dealer&apos;, &apos;teams&apos; and &apos;pending&apos; are not part of the {name} ruleset</source>
        <translation>‏&apos;dealer&apos; و&apos;teams&apos; و&apos;pending&apos; ليست من قوانين {name}</translation>
    </message>
    <message>
        <source>&apos;turn&apos; must be in 0..{value}, found {turn}</source>
        <translation>‏&apos;turn&apos; يجب أن يكون ضمن 0..{value}، والموجود {turn}</translation>
    </message>
    <message>
        <source>&apos;traps&apos;: at most {most} traps, found {count}</source>
        <translation>‏&apos;traps&apos;: الحد الأقصى {most} فخاخ، والموجود {count}</translation>
    </message>
    <message>
        <source>&apos;traps&apos; must be distinct Normal Track cells</source>
        <translation>‏&apos;traps&apos; يجب أن تكون خانات مسار عادية مختلفة</translation>
    </message>
    <message>
        <source>&apos;deck&apos;, &apos;firepit&apos; and the hands together must hold exactly the {count} cards of the deck</source>
        <translation>‏&apos;deck&apos; و&apos;firepit&apos; والأيدي معًا يجب أن تضم أوراق الكومة الـ{count} بالضبط</translation>
    </message>
    <message>
        <source>&apos;winner&apos;: seat {winners} has all its marbles safe</source>
        <translation>‏&apos;winner&apos;: كل كرات المقعد {winners} في الأمان</translation>
    </message>
    <message>
        <source>&apos;winner&apos;: seat {winner} does not have all its marbles safe</source>
        <translation>‏&apos;winner&apos;: ليست كل كرات المقعد {winner} في الأمان</translation>
    </message>
    <message>
        <source>A marble in a Safe Zone cannot be passed or landed on</source>
        <translation>الكرة في منطقة الأمان ما يتخطاها أحد ولا ينزل عليها</translation>
    </message>
    <message>
        <source>A marble on its own Base cell cannot be passed</source>
        <translation>الكرة على خانة قاعدتها ما يتخطاها أحد</translation>
    </message>
    <message>
        <source>A marble on its own Base cell cannot be landed on</source>
        <translation>الكرة على خانة قاعدتها ما ينزل عليها أحد</translation>
    </message>
    <message>
        <source>A marble on the Safe Zone Entry blocks the way into the Safe Zone</source>
        <translation>الكرة على مدخل منطقة الأمان تسد الطريق إليها</translation>
    </message>
    <message>
        <source>Cannot pass more than one marble</source>
        <translation>ما تقدر تتخطى أكثر من كرة واحدة</translation>
    </message>
    <message>
        <source>No marble is left in your Home Zone to field</source>
        <translation>ما بقي في بيتك كرة تطلّعها</translation>
    </message>
    <message>
        <source>Your own marble is already on your Base cell</source>
        <translation>فيه كرة من كراتك على خانة قاعدتك</translation>
    </message>
    <message>
        <source>That action is not legal now</source>
        <translation>هذه الحركة غير مسموحة الحين</translation>
    </message>
    <message>
        <source>A {rank} moves {steps}</source>
        <translation>ورقة {rank} تتحرك {steps}</translation>
    </message>
    <message>
        <source>That marble is not yours</source>
        <translation>هذه الكرة مو لك</translation>
    </message>
    <message>
        <source>A marble in the Home Zone cannot move: field it with an Ace or a King</source>
        <translation>الكرة في البيت ما تتحرك: طلّعها بالإكه أو الشايب</translation>
    </message>
    <message>
        <source>A swap needs one of your own marbles</source>
        <translation>التبديل يحتاج كرة من كراتك</translation>
    </message>
    <message>
        <source>You cannot swap two of your own marbles</source>
        <translation>ما تقدر تبدّل كرتين من كراتك</translation>
    </message>
    <message>
        <source>Only marbles on the track can be swapped</source>
        <translation>ما يتبدل إلا الكرات التي على المسار</translation>
    </message>
    <message>
        <source>An opponent&apos;s marble on its own Base cell cannot be swapped</source>
        <translation>كرة الخصم على خانة قاعدتها ما تتبدل</translation>
    </message>
    <message>
        <source>You cannot burn your own marble</source>
        <translation>ما تقدر تحرق كرتك</translation>
    </message>
    <message>
        <source>A marble in a Safe Zone cannot be burned</source>
        <translation>الكرة في منطقة الأمان ما تنحرق</translation>
    </message>
    <message>
        <source>A marble on its own Base cell cannot be burned</source>
        <translation>الكرة على خانة قاعدتها ما تنحرق</translation>
    </message>
    <message>
        <source>That marble is already in the Safe Zone</source>
        <translation>هذه الكرة في منطقة الأمان من قبل</translation>
    </message>
    <message>
        <source>The {rank} can be played, so it cannot be dropped</source>
        <translation>ورقة {rank} تنلعب، فما تقدر تطرحها</translation>
    </message>
    <message>
        <source>No opponent has a card to discard</source>
        <translation>ما فيه خصم معه ورقة يرميها</translation>
    </message>
    <message>
        <source>The next player has no card to discard</source>
        <translation>اللاعب التالي ليس معه ورقة يرميها</translation>
    </message>
    <message>
        <source>&apos;sightings&apos; must be {&quot;moved&quot;: n, &quot;free&quot;: {&quot;t&lt;cell&gt;&quot;: k, ...}}</source>
        <translation>يجب أن يكون &apos;sightings&apos; بالشكل {&quot;moved&quot;: n, &quot;free&quot;: {&quot;t&lt;cell&gt;&quot;: k, ...}}</translation>
    </message>
    <message>
        <source>&apos;sightings.moved&apos; must be an integer of at least 0</source>
        <translation>يجب أن يكون &apos;sightings.moved&apos; عددًا صحيحًا لا يقل عن 0</translation>
    </message>
    <message>
        <source>&apos;sightings.free&apos; must be an object of cells</source>
        <translation>يجب أن يكون &apos;sightings.free&apos; كائنًا من الخانات</translation>
    </message>
    <message>
        <source>&apos;sightings.free&apos;: {token} is not a Normal Track cell</source>
        <translation>&apos;sightings.free&apos;: ‏{token} ليست خانة عادية على المسار</translation>
    </message>
    <message>
        <source>&apos;sightings.free.{token}&apos; must be an integer in 0..{moved}</source>
        <translation>يجب أن يكون &apos;sightings.free.{token}&apos; عددًا صحيحًا من 0 إلى {moved}</translation>
    </message>
    <message>
        <source>the game is not finished</source>
        <translation>اللعبة لم تنتهِ</translation>
    </message>
    <message>
        <source>The rank is too high: the marble cannot go that far into its Safe Zone</source>
        <translation>الرقم كبير: الكرة ما توصل إلى هذا العمق في منطقة أمانها</translation>
    </message>
    <message>
        <source>A Five moves marbles on the track only</source>
        <translation>الخمسة تحرّك الكرات التي على المسار فقط</translation>
    </message>
</context>
<context>
    <name>FriendWords</name>
    <message>
        <source>Not connected to the server.</source>
        <extracomment>a ``friends`` reply: friends, incoming, outgoing, blocked a ``friend``, ``invited`` or ``reported`` reply (a change made) a request refused: (its type: ``friend_request``, ``invite``…, the reason in words) a ``friend_notice``: somebody asks, accepted, or invites</extracomment>
        <translation>لست متصلًا بالخادم.</translation>
    </message>
    <message>
        <source>Friends need a named account: sign up on the Account tab.</source>
        <translation>الأصدقاء يحتاجون إلى حساب باسم مستخدم: أنشئ حسابًا في تبويب الحساب.</translation>
    </message>
    <message>
        <source>You are not signed in yet: try again.</source>
        <translation>لم تسجّل الدخول بعد: حاول مرة أخرى.</translation>
    </message>
    <message>
        <source>There is no player of that user name.</source>
        <translation>لا يوجد لاعب بهذا الاسم.</translation>
    </message>
    <message>
        <source>That is your own user name.</source>
        <translation>هذا اسم المستخدم الخاص بك.</translation>
    </message>
    <message>
        <source>That list is full: remove someone first (or they have too many requests).</source>
        <translation>القائمة ممتلئة: احذف أحدًا أولًا (أو لدى هذا اللاعب طلبات كثيرة).</translation>
    </message>
    <message>
        <source>Too many requests, invitations or reports: wait a little and try again.</source>
        <translation>طلبات أو دعوات أو بلاغات كثيرة جدًا: انتظر قليلًا ثم حاول مرة أخرى.</translation>
    </message>
    <message>
        <source>That request is no longer waiting (it was withdrawn).</source>
        <translation>هذا الطلب لم يعد قائمًا (سُحب).</translation>
    </message>
    <message>
        <source>You are not friends with that player.</source>
        <translation>لست صديقًا لهذا اللاعب.</translation>
    </message>
    <message>
        <source>That friend is at no table now.</source>
        <translation>هذا الصديق ليس على أي طاولة الآن.</translation>
    </message>
    <message>
        <source>That friend is at this table already.</source>
        <translation>هذا الصديق على هذه الطاولة بالفعل.</translation>
    </message>
    <message>
        <source>You are at no table: join or host one first.</source>
        <translation>لست على أي طاولة: انضم إلى طاولة أو استضف واحدة أولًا.</translation>
    </message>
    <message>
        <source>That chat line is too old to report: report it sooner.</source>
        <translation>سطر الدردشة هذا قديم جدًا للإبلاغ عنه: أبلغ عنه في وقت أبكر.</translation>
    </message>
    <message>
        <source>That table is private or gone: ask your friend for an invitation.</source>
        <translation>هذه الطاولة خاصة أو لم تعد موجودة: اطلب من صديقك دعوة.</translation>
    </message>
    <message>
        <source>{name} asks to be your friend (Friends tab of Account and leaderboard…).</source>
        <translation>يطلب {name} صداقتك (تبويب الأصدقاء في الحساب ولوحة الصدارة…).</translation>
    </message>
    <message>
        <source>{name} accepted your friend request.</source>
        <translation>قبل {name} طلب صداقتك.</translation>
    </message>
    <message>
        <source>{name} invites you to their table ({rules}).</source>
        <translation>يدعوك {name} إلى طاولته، بقواعد {rules}.</translation>
    </message>
    <message>
        <source>{name} invites you to their table.</source>
        <translation>يدعوك {name} إلى طاولته.</translation>
    </message>
</context>
<context>
    <name>FriendsFront</name>
    <message>
        <source>Asking the server who is online…</source>
        <extracomment>seconds within which the same notice heard on a second connection (the account window&apos;s) is not said again what came of an invitation sent (or why it was not), in words, for the Friends tab the name to sit or watch with (the Play online dialog&apos;s) the friends link of the latest session the invitation windows shown (the last one last) the invitations shown as lines over a game, by friend: (the server&apos;s address, the notice)</extracomment>
        <translation>نسأل الخادم عمّن هو متصل…</translation>
    </message>
    <message>
        <source>You are at no table: join or host one first.</source>
        <translation>لست على أي طاولة: انضم إلى طاولة أو استضف واحدة أولًا.</translation>
    </message>
    <message>
        <source>You invited {name} to this table.</source>
        <translation>دعوت {name} إلى هذه الطاولة.</translation>
    </message>
    <message>
        <source>Reported to the server&apos;s admin.</source>
        <translation>أُبلغ مشرف الخادم.</translation>
    </message>
</context>
<context>
    <name>FriendsPage</name>
    <message>
        <source>Offline</source>
        <translation>غير متصل</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>متصل</translation>
    </message>
    <message>
        <source>Online, at your table</source>
        <translation>متصل، على طاولتك</translation>
    </message>
    <message>
        <source>Online, at a table waiting for players ({rules})</source>
        <translation>متصل، على طاولة تنتظر لاعبين، بقواعد {rules}</translation>
    </message>
    <message>
        <source>Online, playing at a table ({rules})</source>
        <translation>متصل، يلعب على طاولة بقواعد {rules}</translation>
    </message>
    <message>
        <source>Online, at a table whose game is over</source>
        <translation>متصل، على طاولة انتهت لعبتها</translation>
    </message>
    <message>
        <source>Online, at a private table</source>
        <translation>متصل، على طاولة خاصة</translation>
    </message>
    <message>
        <source>User name</source>
        <extracomment>the rows a list of requests or blocks shows before it scrolls as high as its rows (up to :data:`FIT_ROWS`), else as the layout gives it the user name of each row remove a friend, decline a request or withdraw one&apos;s own a table&apos;s id: take an open seat there a friend&apos;s user name: watch their table a friend&apos;s user name: invite them to one&apos;s table</extracomment>
        <translation>اسم المستخدم</translation>
    </message>
    <message>
        <source>&amp;User name:</source>
        <translation>اسم الم&amp;ستخدم:</translation>
    </message>
    <message>
        <source>Add fr&amp;iend</source>
        <translation>إضافة &amp;صديق</translation>
    </message>
    <message>
        <source>&amp;Block</source>
        <translation>&amp;حظر</translation>
    </message>
    <message>
        <source>Friends</source>
        <translation>الأصدقاء</translation>
    </message>
    <message>
        <source>Asking to be your friends</source>
        <translation>يطلبون صداقتك</translation>
    </message>
    <message>
        <source>Your requests waiting</source>
        <translation>طلباتك المنتظرة</translation>
    </message>
    <message>
        <source>Blocked players</source>
        <translation>اللاعبون المحظورون</translation>
    </message>
    <message>
        <source>Refre&amp;sh</source>
        <translation>&amp;تحديث</translation>
    </message>
    <message>
        <source>Block</source>
        <extracomment>the id of the table this app sits at or watches (None: none), where no friend is invited</extracomment>
        <translation>حظر</translation>
    </message>
    <message>
        <source>Block {name}? They can no longer ask you, invite you or chat to you.</source>
        <translation>أتحظر {name}؟ لن يستطيع أن يطلب صداقتك أو يدعوك أو يحادثك.</translation>
    </message>
    <message>
        <source>Remove friend</source>
        <translation>حذف صديق</translation>
    </message>
    <message>
        <source>Remove {name} from your friends?</source>
        <translation>أتحذف {name} من أصدقائك؟</translation>
    </message>
    <message>
        <source>Not signed in.</source>
        <translation>لم تسجّل الدخول.</translation>
    </message>
    <message>
        <source>Friends need a named account: sign up on the Account tab.</source>
        <translation>الأصدقاء يحتاجون إلى حساب باسم مستخدم: أنشئ حسابًا في تبويب الحساب.</translation>
    </message>
    <message>
        <source>Friends of {name} at {server}</source>
        <translation>أصدقاء {name} على {server}</translation>
    </message>
    <message>
        <source>No friends yet: type a user name above and Add friend.</source>
        <translation>لا أصدقاء بعد: اكتب اسم مستخدم في الأعلى ثم إضافة صديق.</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>قبول</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>رفض</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <source>Unblock</source>
        <translation>إلغاء الحظر</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>انضمام</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>مشاهدة</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>دعوة</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>حذف</translation>
    </message>
</context>
<context>
    <name>FriendsTab</name>
    <message>
        <source>Friend request sent to {name}.</source>
        <translation>أُرسل طلب الصداقة إلى {name}.</translation>
    </message>
    <message>
        <source>You and {name} are friends.</source>
        <translation>أنت و{name} صديقان.</translation>
    </message>
    <message>
        <source>{name} is blocked.</source>
        <translation>حُظر {name}.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>New game, seed {seed}</source>
        <extracomment>emitted with the winning seat when a game&apos;s end is announced (before the game-over dialog) emitted after every action the model accepted, with its events emitted with the game when :meth:`take_over` has put it on the board the first local person&apos;s seat (where the board is seen from when a game starts) the replay being shown, if any (no one acts meanwhile) Help &gt; Rules what happened since the person&apos;s last turn, beside the board the sound effects of the events the scene shows, in step with the animations the background music, ducking under the sound effects Game &gt; Take back and Redo against the CPUs the settings: View and Options menus, the Settings dialog, QSettings the guided first game (Help &gt; Lessons) the home screen, and the ways to and from the table: New game, Lessons, Resume</extracomment>
        <translation>لعبة جديدة، البذرة {seed}</translation>
    </message>
    <message>
        <source>Could not open {name}: {reason}</source>
        <translation>تعذّر فتح {name}: {reason}</translation>
    </message>
    <message>
        <source>Game resumed.</source>
        <translation>استُؤنفت اللعبة.</translation>
    </message>
    <message>
        <source>Game loaded from {name}</source>
        <translation>حُمّلت اللعبة من {name}</translation>
    </message>
    <message>
        <source>Could not open {name}: unknown player {level}</source>
        <translation>تعذّر فتح {name}: لاعب غير معروف {level}</translation>
    </message>
    <message>
        <source>Taken back: the game counts as assisted from now on.</source>
        <translation>تم التراجع: اللعبة تُحسب «بمساعدة» من الآن.</translation>
    </message>
    <message>
        <source>Not possible: {action}: {reason}</source>
        <translation>غير ممكن: {action}: {reason}</translation>
    </message>
    <message>
        <source>{reason}. Strict rules: the card is discarded.</source>
        <translation>{reason}. القوانين الصارمة: تُرمى الورقة.</translation>
    </message>
    <message>
        <source>Nothing to replay yet.</source>
        <translation>لا يوجد شيء لإعادة عرضه بعد.</translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{name} asks for a rematch.</source>
        <extracomment>the table whose chat the panel shows (table, game number) of the last end shown (shown once)</extracomment>
        <translation>{name} يطلب مباراة إعادة.</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} و{second}</translation>
    </message>
    <message>
        <source>Game {number} is over: {winners} won in {turns} turns.</source>
        <translation>انتهت اللعبة {number}: فاز {winners} في {turns} دورًا.</translation>
    </message>
    <message>
        <source>{name} ({count})</source>
        <translation>{name} ({count})</translation>
    </message>
    <message>
        <source>Captures: {each}</source>
        <translation>الأسر: {each}</translation>
    </message>
    <message>
        <source>{side} ({wins})</source>
        <translation>{side} ({wins})</translation>
    </message>
    <message>
        <source>Series after game {games}: {each}</source>
        <translation>السلسلة بعد اللعبة {games}: {each}</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Jackaroo games and records (*{game} *{record} *.json)</source>
        <extracomment>the file name suffixes of a saved game and of a game record (JSON inside, docs/notation.md and docs/records.md; the installers associate them with the game); ``.json`` files open too Game &gt; Open game… chose a file (a saved game or a record) to continue where the game is kept after every action (None: no autosave; the app sets it) asked before Open game… replaces the game in progress: True to go on (the owner sets it) holds the game in progress still while the question and the file dialog are open</extracomment>
        <translation>ألعاب جاكارو وسجلاتها (*{game} *{record} *.json)</translation>
    </message>
    <message>
        <source>Jackaroo saved games (*{suffix})</source>
        <translation>ألعاب جاكارو المحفوظة (*{suffix})</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>احفظ اللعبة</translation>
    </message>
    <message>
        <source>Could not save the game: {reason}</source>
        <translation>تعذّر حفظ اللعبة: {reason}</translation>
    </message>
    <message>
        <source>Game saved.</source>
        <translation>حُفظت اللعبة.</translation>
    </message>
    <message>
        <source>Game saved to {name}</source>
        <translation>حُفظت اللعبة في {name}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>افتح لعبة</translation>
    </message>
    <message>
        <source>Jackaroo game records (*{suffix})</source>
        <translation>سجلات ألعاب جاكارو (*{suffix})</translation>
    </message>
    <message>
        <source>Save record</source>
        <translation>احفظ السجل</translation>
    </message>
    <message>
        <source>Could not save the record: {reason}</source>
        <translation>تعذّر حفظ السجل: {reason}</translation>
    </message>
    <message>
        <source>Record saved.</source>
        <translation>حُفظ السجل.</translation>
    </message>
    <message>
        <source>Export log</source>
        <translation>صدّر السجل</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>ملفات نصية (*.txt)</translation>
    </message>
    <message>
        <source>Could not export the log: {reason}</source>
        <translation>تعذّر تصدير السجل: {reason}</translation>
    </message>
    <message>
        <source>Log exported.</source>
        <translation>صُدّر السجل.</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <source>red</source>
        <extracomment>the winning seat, when a game&apos;s end is announced (before the dialog opens) the game-over dialog&apos;s New game the game-over dialog&apos;s Replay the game whose end was announced (its dialog is not opened again) the high-score table: a human win is entered when it is counted finished online games, kept and counted like local ones</extracomment>
        <translation>الحمراء</translation>
    </message>
    <message>
        <source>green</source>
        <translation>الخضراء</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>الزرقاء</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>الصفراء</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <extracomment>how strong the CPU levels are, as the arena measured them (``strength``) the seats and the rest, scrolling on a screen too low for them; what is wrong with the seats and the buttons stay in view</extracomment>
        <translation>انتهت اللعبة</translation>
    </message>
    <message>
        <source>&lt;h2&gt;{name} wins!&lt;/h2&gt;&lt;p&gt;All four {colour} marbles reached the Safe Zone.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;فاز {name}!&lt;/h2&gt;&lt;p&gt;وصلت الكرات {colour} الأربع كلها إلى منطقة الأمان.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;{first} and {second} win!&lt;/h2&gt;&lt;p&gt;All eight {colour} and {partner_colour} marbles of the team reached their Safe Zones.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;فاز {first} و{second}!&lt;/h2&gt;&lt;p&gt;وصلت كرات الفريق الثماني، {colour} و{partner_colour}، كلها إلى مناطق أمانها.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>لعبة &amp;جديدة</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>إعادة ال&amp;عرض</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <source>Nothing to review yet.</source>
        <extracomment>from the worker thread: (done, total) actions, then (its cancel flag, the judgements or None when the record could not be replayed) rollouts per action when :meth:`ask` is not told (None: the review&apos;s own default) Expert&apos;s play (notation) at each judged decision, by its index in the record</extracomment>
        <translation>لا شيء للمراجعة بعد.</translation>
    </message>
</context>
<context>
    <name>HighScoreKeeper</name>
    <message>
        <source>&lt;b&gt;A new high score!&lt;/b&gt; Number {place} of your ten fastest wins against the {level} CPU.</source>
        <extracomment>the last new entry: (game, level, place); the game-over dialog of that game shows it</extracomment>
        <translation>&lt;b&gt;رقم قياسي جديد!&lt;/b&gt; المركز {place} بين أسرع عشرة انتصارات لك ضد الكمبيوتر ({level}).</translation>
    </message>
</context>
<context>
    <name>HighScoreTable</name>
    <message>
        <source>Place</source>
        <translation>المركز</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>الأدوار</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>التاريخ</translation>
    </message>
</context>
<context>
    <name>HighScoresDialog</name>
    <message>
        <source>Random</source>
        <extracomment>the background of a new entry</extracomment>
        <translation>عشوائي</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>طمّاع</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>خبير</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>أستاذ</translation>
    </message>
    <message>
        <source>Online: {rules}</source>
        <translation>على الإنترنت: {rules}</translation>
    </message>
    <message>
        <source>High scores</source>
        <extracomment>the highlighted place (None: none)</extracomment>
        <translation>الأرقام القياسية</translation>
    </message>
    <message>
        <source>Your fastest wins, in turns: each turn every player has one go. A win counts under the strongest CPU level at the table; only games of the default rules ({rules}) with one human player are entered, and none where a move was taken back (an assisted game). Online wins of your side are entered under the rules they were played by.</source>
        <translation>أسرع انتصاراتك بعدد الأدوار: في كل دور يلعب كل لاعب مرة واحدة. يُحسب الفوز تحت أقوى مستوى للكمبيوتر على الطاولة؛ ولا تُسجَّل إلا ألعاب القوانين الافتراضية ({rules}) بلاعب بشري واحد، ولا تُسجَّل لعبة تراجعتَ فيها عن حركة (لعبة بمساعدة). وتُسجَّل انتصارات فريقك على الإنترنت تحت القوانين التي لُعبت بها.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your fastest wins&lt;/b&gt;</source>
        <translation>&lt;b&gt;أسرع انتصاراتك&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Against {level}</source>
        <translation>ضد {level}</translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <source>New game</source>
        <extracomment>the kept game the player agreed to replace (its state JSON): not asked about again</extracomment>
        <translation>لعبة جديدة</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>افتح لعبة</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>Jackaroo</source>
        <extracomment>the panel&apos;s width in pixels (narrower when the board is) the resume picture&apos;s side in pixels &quot;Return to your table&quot; (the online seat kept) &quot;Not now&quot; on the lessons&apos; suggestion</extracomment>
        <translation>جاكارو</translation>
    </message>
    <message>
        <source>The Gulf&apos;s marble-and-card race</source>
        <translation>سباق الكرات والورق الخليجي</translation>
    </message>
    <message>
        <source>&lt;b&gt;New to Jackaroo?&lt;/b&gt;</source>
        <extracomment>what happened just before the player came home (e.g. leaving an online table)</extracomment>
        <translation>&lt;b&gt;جديد على جاكارو؟&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Eleven short lessons teach every card on the real board, one move at a time.</source>
        <translation>أحد عشر درسًا قصيرًا تعلّمك كل ورقة على اللوح الحقيقي، حركة بعد حركة.</translation>
    </message>
    <message>
        <source>Start the &amp;lessons</source>
        <translation>ابدأ ال&amp;دروس</translation>
    </message>
    <message>
        <source>Not &amp;now</source>
        <translation>&amp;ليس الآن</translation>
    </message>
    <message>
        <source>Hide this; the lessons stay under Lessons and Help</source>
        <translation>أخفِ هذا؛ تبقى الدروس في زر «الدروس» وفي قائمة «مساعدة»</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your online table is waiting&lt;/b&gt;</source>
        <translation>&lt;b&gt;طاولتك على الإنترنت بانتظارك&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Return to your &amp;table</source>
        <translation>عُد إلى &amp;طاولتك</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your unfinished game&lt;/b&gt;</source>
        <translation>&lt;b&gt;لعبتك غير المكتملة&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;أكمل</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>لعبة &amp;جديدة</translation>
    </message>
    <message>
        <source>Choose the rules and who plays each seat</source>
        <translation>اختر القوانين ومن يلعب في كل مقعد</translation>
    </message>
    <message>
        <source>Less&amp;ons</source>
        <translation>ال&amp;دروس</translation>
    </message>
    <message>
        <source>for newcomers</source>
        <translation>للمبتدئين</translation>
    </message>
    <message>
        <source>Play on&amp;line</source>
        <translation>العب عبر الإ&amp;نترنت</translation>
    </message>
    <message>
        <source>Host a table, join friends with a code, or pick a table</source>
        <translation>استضف طاولة، أو انضم لأصدقائك برمز، أو اختر طاولة</translation>
    </message>
    <message>
        <source>O&amp;pen a saved game…</source>
        <translation>ا&amp;فتح لعبة محفوظة…</translation>
    </message>
    <message>
        <source>The r&amp;ules</source>
        <translation>ال&amp;قوانين</translation>
    </message>
    <message>
        <source>{rules}, round {round}</source>
        <translation>{rules}، الجولة {round}</translation>
    </message>
    <message>
        <source>{name}: {colour}, {player}</source>
        <translation>{name}: {colour}، {player}</translation>
    </message>
    <message>
        <source>Kept {when}</source>
        <translation>حُفظت {when}</translation>
    </message>
</context>
<context>
    <name>Hosting</name>
    <message>
        <source>The server could not be started here.</source>
        <extracomment>the address a server hosted here listens on: every interface, so friends on the same network can join (the tests listen on 127.0.0.1 only) options added to the hosted server&apos;s command line (the tests make its CPUs act at once) the hosted server rates the host&apos;s friends&apos; tables, in the host&apos;s own database, without the rules against one person&apos;s accounts (docs/online.md, &quot;Which games are rated&quot;) how long a starting server may take before it listens, in milliseconds how often a starting server&apos;s log is read, in milliseconds how long a stopped server may take to close its port, in seconds how often the server hosted here is checked (still running?), in milliseconds a server that stops by itself is started again, unless it stopped this many times in a row each within :data:`QUICK_STOP_S` seconds of listening (a crash at start, again and again): then the app gives up and says why the server listens: the address this app reaches it at the server could not be started: why, in words the server hosted here stopped by itself (killed, crashed): the HostedServer it was; it is being started again on the same port and database the server that stopped by itself listens again: the address this app reaches it at the server that stopped by itself could not be started again: why and what to do, in words the server keeps running after the app quits the server process started by this run of the app (None: none, or one found running) checks that the server hosted here still runs (:meth:`_check`)</extracomment>
        <translation>تعذّر تشغيل الخادم على هذا الحاسوب.</translation>
    </message>
    <message>
        <source>The server could not be started here (its port may be taken).</source>
        <translation>تعذّر تشغيل الخادم على هذا الحاسوب (ربما المنفذ مشغول).</translation>
    </message>
    <message>
        <source>The table&apos;s server could not start again: {reason}. Its log is {log}. Free the port or the disk, then Game &gt; Play online… &gt; Return to my seat; or host a new table.</source>
        <translation>ما قدر خادم الطاولة يشتغل من جديد: {reason}. سجلّه في {log}. حرّر المنفذ أو القرص، ثم اللعبة &gt; العب على الإنترنت… &gt; عُد إلى مقعدي؛ أو استضف طاولة جديدة.</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>بدون سبب معروف</translation>
    </message>
    <message>
        <source>it stopped {count} times as soon as it started</source>
        <translation>توقف {count} مرات فور بدئه</translation>
    </message>
    <message>
        <source>port {port} is taken by another program</source>
        <translation>المنفذ {port} يستخدمه برنامج آخر</translation>
    </message>
</context>
<context>
    <name>HumanInput</name>
    <message>
        <source>No card has a move: {card} is dropped</source>
        <extracomment>the marble the keyboard focus is on (Tab, Space) the open question of a local person (None: no local person is to act) what the prompt line says instead of the game&apos;s state (a replay&apos;s position) why the marble clicked last could not be chosen (said until the choice changes) the banner&apos;s hint, taken down when the decision it was for is made when no card of the hand has a move, drop one without asking even when the cards differ (Options &gt; Drop for me); one card, or cards alike, are dropped without asking anyway chooses the card dropped automatically (quick: the Greedy level)</extracomment>
        <translation>ما فيه ورقة لها حركة: طُرحت {card}</translation>
    </message>
    <message>
        <source>Choose a card first.</source>
        <translation>اختر ورقة أولًا.</translation>
    </message>
    <message>
        <source>Not possible: {reason}</source>
        <translation>غير ممكن: {reason}</translation>
    </message>
    <message>
        <source>A marble in the Home Zone cannot be chosen; an Ace or a King fields it.</source>
        <translation>ما تقدر تختار كرة في البيت؛ الإكه أو الشايب يطلّعها.</translation>
    </message>
    <message>
        <source>A marble in a Safe Zone is out of reach.</source>
        <translation>الكرة في منطقة الأمان بعيدة عن المتناول.</translation>
    </message>
    <message>
        <source>F brings a marble out with an Ace or a King: choose one first.</source>
        <translation>مفتاح F يطلّع كرة بالإكه أو الشايب: اختر واحدة منهما أولًا.</translation>
    </message>
    <message>
        <source>No card of yours can bring a marble out now.</source>
        <translation>ما عندك ورقة تطلّع كرة الحين.</translation>
    </message>
    <message>
        <source>Choose a card to play.</source>
        <translation>اختر ورقة تلعبها.</translation>
    </message>
    <message>
        <source>You hold a card that can be played, so you must play it.</source>
        <translation>عندك ورقة تنلعب، فلازم تلعبها.</translation>
    </message>
    <message>
        <source>Choose the marble(s) for this card.</source>
        <translation>اختر الكرة (أو الكرتين) لهذه الورقة.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>يفكّر في تلميح…</translation>
    </message>
    <message>
        <source>Hint: {action}</source>
        <translation>تلميح: {action}</translation>
    </message>
    <message>
        <source>{steps} forward</source>
        <translation>{steps} إلى الأمام</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>يفكّر…</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;تلميح</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>انتهت اللعبة.</translation>
    </message>
    <message>
        <source>Pass the game to {player}, then press “{player}, show my cards”.</source>
        <translation>سلّم اللعبة إلى {player}، ثم اضغط «{player}، اعرض أوراقي».</translation>
    </message>
    <message>
        <source>{player}: your turn is over. Press OK, then pass the game on.</source>
        <translation>{player}: انتهى دورك. اضغط «تمام»، ثم سلّم اللعبة.</translation>
    </message>
    <message>
        <source>The game waits for your answer.</source>
        <translation>اللعبة تنتظر إجابتك.</translation>
    </message>
    <message>
        <source>{player} is playing…</source>
        <translation>{player} يلعب…</translation>
    </message>
    <message>
        <source>{player} played a Ten: choose a card to give up (click it).</source>
        <translation>{player} لعب عشرة: اختر ورقة تتخلى عنها (اضغط عليها).</translation>
    </message>
    <message>
        <source>{player}, the next player, gives up a card of their choice and loses a turn</source>
        <extracomment>what a card may do with one chosen marble, and with two, by its kind (the others: move)</extracomment>
        <translation>{player}، اللاعب التالي، يتخلى عن ورقة يختارها ويخسر دورًا</translation>
    </message>
    <message>
        <source>{player}, the next player, discards a random card</source>
        <translation>{player}، اللاعب التالي، يرمي ورقة عشوائية</translation>
    </message>
    <message>
        <source>a random opponent discards a random card</source>
        <translation>خصم عشوائي يرمي ورقة عشوائية</translation>
    </message>
    <message>
        <source>{player}, your turn: no card of yours has a move; choose the card to drop (1-{count}), then Play.</source>
        <translation>{player}، دورك: ما عندك ورقة لها حركة؛ اختر الورقة اللي تطرحها (1-{count})، ثم العب.</translation>
    </message>
    <message>
        <source>No card of yours has a move: choose the card to drop (1-{count}), then Play.</source>
        <translation>ما عندك ورقة لها حركة: اختر الورقة اللي تطرحها (1-{count})، ثم العب.</translation>
    </message>
    <message>
        <source>{player}, your turn: choose a card (1-{count}). Dimmed cards have no legal action.</source>
        <translation>{player}، دورك: اختر ورقة (1-{count}). الأوراق الباهتة ما لها حركة مسموحة.</translation>
    </message>
    <message>
        <source>Your turn: choose a card (1-{count}). Dimmed cards have no legal action.</source>
        <translation>دورك: اختر ورقة (1-{count}). الأوراق الباهتة ما لها حركة مسموحة.</translation>
    </message>
    <message>
        <source>This card cannot be played and you must play one that can: choose another.</source>
        <translation>هذه الورقة ما تنلعب ولازم تلعب ورقة تنلعب: اختر غيرها.</translation>
    </message>
    <message>
        <source>This card has no legal action: Play discards it.</source>
        <translation>هذه الورقة ما لها حركة مسموحة: «العب» يرميها.</translation>
    </message>
    <message>
        <source>Careful: Play (Enter) to {action} lands on a trap. Esc deselects.</source>
        <translation>انتبه: «العب» (Enter) {action} يقع على فخ. ‏Esc يلغي الاختيار.</translation>
    </message>
    <message>
        <source>Play (Enter) to {action}. Another split: click where the first marble should land, or use the split box. Esc deselects.</source>
        <translation>«العب» (Enter): {action}. لتقسيم آخر: اضغط حيث تقف الكرة الأولى، أو استعمل خانة التقسيم. ‏Esc يلغي الاختيار.</translation>
    </message>
    <message>
        <source>Play (Enter) to {action}. Esc deselects.</source>
        <translation>«العب» (Enter): {action}. ‏Esc يلغي الاختيار.</translation>
    </message>
    <message>
        <source>Now click the ringed marble to swap with.</source>
        <translation>الحين اضغط على الكرة المحاطة بحلقة التي تبدّل بها.</translation>
    </message>
    <message>
        <source>Click a second ringed marble to split the Seven, or Play to move this one 7.</source>
        <translation>اضغط على كرة ثانية محاطة بحلقة لتقسيم السبعة، أو «العب» لتحريك هذه 7.</translation>
    </message>
    <message>
        <source>Jack: click your marble and the ringed marble to swap it with.</source>
        <translation>الولد: اضغط على كرتك وعلى الكرة المحاطة بحلقة التي تبدّلها بها.</translation>
    </message>
    <message>
        <source>Seven: click one ringed marble to move it 7, or two to split the 7 between them.</source>
        <translation>السبعة: اضغط على كرة محاطة بحلقة لتحريكها 7، أو على كرتين لتقسيم السبعة بينهما.</translation>
    </message>
    <message>
        <source>Burner: click the ringed marble to burn (it goes back Home).</source>
        <translation>الحارق: اضغط على الكرة المحاطة بحلقة لحرقها (ترجع إلى البيت).</translation>
    </message>
    <message>
        <source>Saver: click the ringed marble to put into its Safe Zone.</source>
        <translation>المنقذ: اضغط على الكرة المحاطة بحلقة لإدخالها منطقة أمانها.</translation>
    </message>
    <message>
        <source>Click a ringed marble to move it, or Play (F) to bring a marble out.</source>
        <translation>اضغط على كرة محاطة بحلقة لتحريكها، أو «العب» (F) لتطليع كرة.</translation>
    </message>
    <message>
        <source>Play (F) brings a marble out of Home onto your Base.</source>
        <translation>«العب» (F) يطلّع كرة من البيت إلى قاعدتك.</translation>
    </message>
    <message>
        <source>Click a ringed marble to move it, or Play with none: {what}.</source>
        <translation>اضغط على كرة محاطة بحلقة لتحريكها، أو «العب» بدون كرة: {what}.</translation>
    </message>
    <message>
        <source>Play: {what}.</source>
        <translation>«العب»: {what}.</translation>
    </message>
    <message>
        <source>Five: click a ringed marble to move it 5, or Play with none to bring your partner&apos;s marble out and move it 5.</source>
        <translation>الخمسة: اضغط على كرة محاطة بحلقة لتحريكها 5، أو «العب» بدون كرة لتطليع كرة شريكك وتحريكها 5.</translation>
    </message>
    <message>
        <source>Not that marble: {reason}.</source>
        <translation>ليست هذه الكرة: {reason}.</translation>
    </message>
    <message>
        <source>Not that marble: this card cannot act on it.</source>
        <translation>ليست هذه الكرة: هذه الورقة لا تستطيع تحريكها.</translation>
    </message>
    <message>
        <source>Play brings your partner&apos;s marble out and moves it 5.</source>
        <translation>«العب» يطلّع كرة شريكك ويحرّكها 5.</translation>
    </message>
    <message>
        <source>Click a ringed marble, then Play (Enter). Esc deselects.</source>
        <translation>اضغط على كرة محاطة بحلقة، ثم «العب» (Enter). ‏Esc يلغي الاختيار.</translation>
    </message>
    <message>
        <source>Seven split, first marble:</source>
        <translation>تقسيم السبعة، الكرة الأولى:</translation>
    </message>
    <message>
        <source>Seven: cells for the marble on {first} (the one on {second} moves {rest}):</source>
        <translation>السبعة: خانات الكرة التي في {first} (التي في {second} تتحرك {rest}):</translation>
    </message>
</context>
<context>
    <name>InvitationBox</name>
    <message>
        <source>Invitation</source>
        <translation>دعوة</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>انضمام</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>مشاهدة</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>ليس الآن</translation>
    </message>
</context>
<context>
    <name>InvitationLine</name>
    <message>
        <source>Invitations</source>
        <extracomment>the line&apos;s look: a pale blue band, like the panel&apos;s other notes (the label&apos;s ink inside it) a friend&apos;s user name: Join (or Watch) as their invitation says</extracomment>
        <translation>الدعوات</translation>
    </message>
    <message>
        <source>Join</source>
        <extracomment>each friend&apos;s line, in the order they came (the newest last)</extracomment>
        <translation>انضمام</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>مشاهدة</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>ليس الآن</translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <source>Invite a friend</source>
        <extracomment>a friend&apos;s user name</extracomment>
        <translation>دعوة صديق</translation>
    </message>
    <message>
        <source>Asking the server who is online…</source>
        <translation>نسأل الخادم عمّن هو متصل…</translation>
    </message>
    <message>
        <source>&amp;Invite</source>
        <translation>&amp;دعوة</translation>
    </message>
    <message>
        <source>Choose a friend to invite to this table:</source>
        <translation>اختر صديقًا لدعوته إلى هذه الطاولة:</translation>
    </message>
    <message>
        <source>Your friends online are at this table already.</source>
        <translation>أصدقاؤك المتصلون على هذه الطاولة بالفعل.</translation>
    </message>
    <message>
        <source>None of your friends is online now. Add friends on the Friends tab of Account and leaderboard…</source>
        <translation>لا أحد من أصدقائك متصل الآن. أضف أصدقاء في تبويب الأصدقاء في الحساب ولوحة الصدارة…</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System</source>
        <extracomment>follow the system&apos;s locale the languages the game speaks (codes of resources/i18n/jackaroo_&lt;code&gt;.qm); English is the source languages written right to left the font files shipped for a language&apos;s script (resources/fonts/), before the UI&apos;s own the font files of the game&apos;s text in every language (resources/fonts/): the same face, and so the same widths, on every system the families of each shipped font file loaded so far</extracomment>
        <translation>لغة النظام</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>Language</source>
        <extracomment>the message, in the language chosen rather than the one spoken now</extracomment>
        <translation>اللغة</translation>
    </message>
    <message>
        <source>The game will speak this language from its next start.</source>
        <translation>ستكون اللعبة بهذه اللغة من التشغيل القادم.</translation>
    </message>
</context>
<context>
    <name>Leaderboard</name>
    <message>
        <source>not rated yet</source>
        <extracomment>LEFT-TO-RIGHT ISOLATE and POP DIRECTIONAL ISOLATE: a rating reads &quot;−126 ± 260&quot; in a right-to-left line too (its minus sign before the number, the rating before its uncertainty) rating points shown per point of the server&apos;s scale (a new player&apos;s sigma, 8.33, shows as 333; openskill&apos;s beta, its unit of skill, as 167) a rating of fewer rated games than this is marked provisional (the leaderboard&apos;s usual threshold: the server&apos;s ``--min-rated-games``), as lichess marks a rating still settling</extracomment>
        <translation>لم يُصنَّف بعد</translation>
    </message>
    <message>
        <source>{rating} ± {uncertainty}</source>
        <translation>{rating} ± {uncertainty}</translation>
    </message>
    <message>
        <source>{rating}, provisional</source>
        <translation>{rating}، مؤقت</translation>
    </message>
</context>
<context>
    <name>LeaderboardPage</name>
    <message>
        <source>&amp;Rules:</source>
        <extracomment>(ruleset, around me): show this leaderboard a player&apos;s user name: show their profile</extracomment>
        <translation>ال&amp;قواعد:</translation>
    </message>
    <message>
        <source>Top 100</source>
        <translation>أفضل 100</translation>
    </message>
    <message>
        <source>Around me</source>
        <translation>حولي</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>ا&amp;عرض:</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>المركز</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>اللاعب</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>التصنيف</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>المباريات</translation>
    </message>
    <message>
        <source>Refre&amp;sh</source>
        <extracomment>how many are listed, one&apos;s own place, or why the list is empty</extracomment>
        <translation>&amp;تحديث</translation>
    </message>
    <message>
        <source>&amp;Profile</source>
        <translation>المل&amp;ف الشخصي</translation>
    </message>
    <message numerus="yes">
        <source>Nobody is on this leaderboard yet: it lists players after %Ln rated games.</source>
        <translation>
            <numerusform>لا أحد في لوحة الصدارة هذه بعد: تظهر فيها أسماء اللاعبين من دون حدّ أدنى من المباريات المصنّفة.</numerusform>
            <numerusform>لا أحد في لوحة الصدارة هذه بعد: تظهر فيها أسماء اللاعبين بعد مباراة مصنّفة واحدة.</numerusform>
            <numerusform>لا أحد في لوحة الصدارة هذه بعد: تظهر فيها أسماء اللاعبين بعد مباراتين مصنّفتين.</numerusform>
            <numerusform>لا أحد في لوحة الصدارة هذه بعد: تظهر فيها أسماء اللاعبين بعد %Ln مباريات مصنّفة.</numerusform>
            <numerusform>لا أحد في لوحة الصدارة هذه بعد: تظهر فيها أسماء اللاعبين بعد %Ln مباراة مصنّفة.</numerusform>
            <numerusform>لا أحد في لوحة الصدارة هذه بعد: تظهر فيها أسماء اللاعبين بعد %Ln مباراة مصنّفة.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln players on the leaderboard; you are number {place}.</source>
        <translation>
            <numerusform>لا لاعبين في لوحة الصدارة؛ ومركزك {place}.</numerusform>
            <numerusform>لاعب واحد في لوحة الصدارة؛ ومركزك {place}.</numerusform>
            <numerusform>لاعبان في لوحة الصدارة؛ ومركزك {place}.</numerusform>
            <numerusform>%Ln لاعبين في لوحة الصدارة؛ ومركزك {place}.</numerusform>
            <numerusform>%Ln لاعبًا في لوحة الصدارة؛ ومركزك {place}.</numerusform>
            <numerusform>%Ln لاعب في لوحة الصدارة؛ ومركزك {place}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln players on the leaderboard.</source>
        <translation>
            <numerusform>لا لاعبين في لوحة الصدارة.</numerusform>
            <numerusform>لاعب واحد في لوحة الصدارة.</numerusform>
            <numerusform>لاعبان في لوحة الصدارة.</numerusform>
            <numerusform>%Ln لاعبين في لوحة الصدارة.</numerusform>
            <numerusform>%Ln لاعبًا في لوحة الصدارة.</numerusform>
            <numerusform>%Ln لاعب في لوحة الصدارة.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Lessons</source>
        <extracomment>the result&apos;s colours: met (green) and not met (amber), on the panel&apos;s light background the player asked for the lesson again the player asked for the next lesson the player chose lesson ``index`` in the chooser the player left the lessons</extracomment>
        <translation>الدروس</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>أعد ال&amp;محاولة</translation>
    </message>
    <message>
        <source>&amp;Next lesson</source>
        <translation>الدرس ال&amp;تالي</translation>
    </message>
    <message>
        <source>&amp;Leave the lessons</source>
        <translation>&amp;اترك الدروس</translation>
    </message>
    <message>
        <source>✓ {number}. {title}</source>
        <translation>✓ {number}. {title}</translation>
    </message>
    <message>
        <source>    {number}. {title}</source>
        <translation>    {number}. {title}</translation>
    </message>
    <message>
        <source>Lesson {number} of {count}</source>
        <translation>الدرس {number} من {count}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Well done!&lt;/b&gt; {explanation}</source>
        <translation>&lt;b&gt;أحسنت!&lt;/b&gt; {explanation}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not quite.&lt;/b&gt; {explanation}</source>
        <translation>&lt;b&gt;ليس تمامًا.&lt;/b&gt; {explanation}</translation>
    </message>
</context>
<context>
    <name>LessonRunner</name>
    <message>
        <source>Lesson: {title}</source>
        <translation>درس: {title}</translation>
    </message>
    <message>
        <source>Lesson over: Retry or go on to the Next lesson.</source>
        <translation>انتهى الدرس: أعد المحاولة أو انتقل إلى الدرس التالي.</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>Bringing a marble out</source>
        <extracomment>the translation context of every lesson text ``check(before, after, events)``: whether the player&apos;s action met the lesson&apos;s goal the lessons in the order they are offered</extracomment>
        <translation>تطليع كرة</translation>
    </message>
    <message>
        <source>All your red marbles are in your Home. Only an Ace or a King brings a marble out onto your Base, the cell in front of your Home. Choose the Ace and play it with no marble chosen (or press F).</source>
        <translation>كل كراتك الحمراء في بيتك. ما يطلّع كرة إلى قاعدتك، الخانة التي أمام بيتك، إلا الإكه أو الشايب. اختر الإكه والعبها بدون اختيار كرة (أو اضغط F).</translation>
    </message>
    <message>
        <source>Your first marble is on the board. An Ace or a King can always bring out another.</source>
        <translation>أول كرة لك صارت على اللوحة. الإكه أو الشايب يقدر دائمًا يطلّع غيرها.</translation>
    </message>
    <message>
        <source>The other cards cannot move a marble that is still at Home. Play the Ace on its own.</source>
        <translation>باقي الأوراق ما تحرّك كرة لسّا في البيت. العب الإكه وحدها.</translation>
    </message>
    <message>
        <source>Moving and capturing</source>
        <translation>التحريك والأكل</translation>
    </message>
    <message>
        <source>A number card moves your marble that many cells forward. A marble that lands exactly on another marble sends it back to its Home. Send the green marble Home.</source>
        <translation>ورقة الرقم تحرّك كرتك بعدد خاناتها إلى الأمام. الكرة التي تنزل بالضبط على كرة ثانية ترجّعها إلى بيتها. رجّع الكرة الخضراء إلى البيت.</translation>
    </message>
    <message>
        <source>Captured! The green marble has to start again from its Home.</source>
        <translation>أكلتها! الكرة الخضراء لازم تبدأ من جديد من بيتها.</translation>
    </message>
    <message>
        <source>Count the cells: the green marble is six cells ahead of yours. Play the Six.</source>
        <translation>عدّ الخانات: الكرة الخضراء قدّام كرتك بست خانات. العب الستة.</translation>
    </message>
    <message>
        <source>The Four goes backwards</source>
        <translation>الأربعة ترجع إلى الوراء</translation>
    </message>
    <message>
        <source>The Four moves a marble four cells backwards. Your red marble has just left your Base: take it back with the Four so that it stands right before your Safe Zone, the four coloured cells by your Home.</source>
        <translation>الأربعة ترجّع الكرة أربع خانات إلى الوراء. كرتك الحمراء توها طلعت من قاعدتك: رجّعها بالأربعة لين توقف قبل منطقة أمانك مباشرة، الخانات الأربع الملونة التي جنب بيتك.</translation>
    </message>
    <message>
        <source>Backwards past your Base, your marble now stands at the entrance of your Safe Zone: the next small move takes it in.</source>
        <translation>رجعت كرتك ورا قاعدتك، والحين هي عند مدخل منطقة أمانك: أي حركة صغيرة بعدها تدخّلها.</translation>
    </message>
    <message>
        <source>Forward it has the whole Track to go. Play the Four on the red marble.</source>
        <translation>لو تقدّمت كان قدّامها المسار كله. العب الأربعة على الكرة الحمراء.</translation>
    </message>
    <message>
        <source>The Five moves anyone</source>
        <translation>الخمسة تحرّك أي كرة</translation>
    </message>
    <message>
        <source>The Five moves any marble on the Track five cells forward, an opponent&apos;s too, and an opponent&apos;s marble never enters its Safe Zone that way. The green marble is about to reach its Safe Zone: push it past the entrance so it must go all the way round again.</source>
        <translation>الخمسة تحرّك أي كرة على المسار خمس خانات إلى الأمام، حتى كرة الخصم، وكرة الخصم ما تدخل منطقة أمانها بهذه الطريقة. الكرة الخضراء قرّبت توصل منطقة أمانها: ادفعها بعد المدخل عشان لازم تلف المسار كله من جديد.</translation>
    </message>
    <message>
        <source>The green marble overshot its Safe Zone and has a whole lap to go.</source>
        <translation>الكرة الخضراء تعدّت منطقة أمانها وقدّامها لفة كاملة.</translation>
    </message>
    <message>
        <source>Choose the Five and click the green marble, not your own.</source>
        <translation>اختر الخمسة واضغط على الكرة الخضراء، مو على كرتك.</translation>
    </message>
    <message>
        <source>Splitting the Seven</source>
        <translation>تقسيم السبعة</translation>
    </message>
    <message>
        <source>The Seven can be split between two of your marbles: one moves some cells, the other the rest of the seven. Capture both green marbles with one Seven: click both red marbles and choose how many cells the first one moves.</source>
        <translation>السبعة تنقسم بين كرتين من كراتك: وحدة تتحرك بعض الخانات، والثانية باقي السبعة. كل الكرتين الخضراوين بسبعة وحدة: اضغط على الكرتين الحمراوين واختر كم خانة تتحرك الأولى.</translation>
    </message>
    <message>
        <source>Three and four make seven: two captures with one card.</source>
        <translation>ثلاثة وأربعة تصير سبعة: أكلتين بورقة وحدة.</translation>
    </message>
    <message>
        <source>One marble must move three cells and the other four. Choose the Seven, click both red marbles and set the split to three for the one behind the green marble three cells away.</source>
        <translation>كرة لازم تتحرك ثلاث خانات والثانية أربع. اختر السبعة، واضغط على الكرتين الحمراوين، وخلِّ التقسيم ثلاثة للكرة التي ورا الكرة الخضراء بثلاث خانات.</translation>
    </message>
    <message>
        <source>The Jack swaps</source>
        <translation>الولد يبدّل</translation>
    </message>
    <message>
        <source>The Jack swaps one of your marbles on the Track with another marble on the Track. Your red marble is far from your Safe Zone; the green marble stands just before your Safe Zone. Swap them.</source>
        <translation>الولد يبدّل كرة من كراتك على المسار بكرة ثانية على المسار. كرتك الحمراء بعيدة عن منطقة أمانك، والكرة الخضراء واقفة قبل منطقة أمانك مباشرة. بدّلهم.</translation>
    </message>
    <message>
        <source>Your marble jumped right in front of your Safe Zone, and the green one went back.</source>
        <translation>كرتك نطّت قدّام منطقة أمانك على طول، والخضراء رجعت إلى الوراء.</translation>
    </message>
    <message>
        <source>Choose the Jack, then click your red marble and the green marble.</source>
        <translation>اختر الولد، ثم اضغط على كرتك الحمراء والكرة الخضراء.</translation>
    </message>
    <message>
        <source>The King sweeps</source>
        <translation>الشايب يكنس</translation>
    </message>
    <message>
        <source>The King moves a marble thirteen cells and sends every marble on its way Home, yours too. Sweep both green marbles off the Track with your red marble.</source>
        <translation>الشايب يحرّك الكرة ثلاث عشرة خانة ويرجّع كل كرة في طريقه إلى البيت، حتى كراتك. اكنس الكرتين الخضراوين من المسار بكرتك الحمراء.</translation>
    </message>
    <message>
        <source>Both green marbles are back at their Home. Mind your own marbles when you play a King.</source>
        <translation>الكرتان الخضراوان رجعتا إلى بيتهما. انتبه لكراتك لما تلعب الشايب.</translation>
    </message>
    <message>
        <source>Play the King on your red marble (with no marble chosen the King brings a new one out instead).</source>
        <translation>العب الشايب على كرتك الحمراء (بدون اختيار كرة، الشايب يطلّع كرة جديدة بدلًا من ذلك).</translation>
    </message>
    <message>
        <source>The Burner</source>
        <translation>الحارق</translation>
    </message>
    <message>
        <source>The Burner sends an opponent&apos;s marble on the Track straight back to its Home, wherever it is, unless it stands on its own Base. Burn the green marble that is about to reach its Safe Zone.</source>
        <translation>الحارق يرجّع كرة الخصم على المسار إلى بيتها على طول، وين ما كانت، إلا إذا كانت على قاعدتها. احرق الكرة الخضراء التي قرّبت توصل منطقة أمانها.</translation>
    </message>
    <message>
        <source>The most dangerous opponent marble is gone. The Burner is best kept for moments like this.</source>
        <translation>راحت أخطر كرة للخصم. الحارق أحسن ما يكون لمثل هذه اللحظات.</translation>
    </message>
    <message>
        <source>The green marble was nearly safe. Choose the Burner and click the green marble.</source>
        <translation>الكرة الخضراء كانت على وشك الأمان. اختر الحارق واضغط على الكرة الخضراء.</translation>
    </message>
    <message>
        <source>The Saver</source>
        <translation>المنقذ</translation>
    </message>
    <message>
        <source>The Saver puts one of your marbles on the Track straight into your Safe Zone. The green marble is right behind one of your red marbles, ready to capture it: save that one.</source>
        <translation>المنقذ يدخّل كرة من كراتك على المسار منطقة أمانك على طول. الكرة الخضراء ورا وحدة من كراتك الحمراء مباشرة وجاهزة تاكلها: أنقذ هذيك.</translation>
    </message>
    <message>
        <source>Out of reach: no card can touch a marble in its Safe Zone.</source>
        <translation>بعيدة عن المتناول: ما فيه ورقة تلمس كرة في منطقة أمانها.</translation>
    </message>
    <message>
        <source>The green marble was four cells behind the red marble on the left. Save that one.</source>
        <translation>الكرة الخضراء كانت ورا الكرة الحمراء التي على اليسار بأربع خانات. أنقذ هذيك.</translation>
    </message>
    <message>
        <source>Traps</source>
        <translation>الفخاخ</translation>
    </message>
    <message>
        <source>Eight cells of the Track are hidden traps: a marble that lands on one goes back to its Home (passing over is safe), and the trap moves to another hidden cell. Here the traps are shown. Move the red marble without landing on a trap.</source>
        <translation>ثماني خانات من المسار فخاخ مخفية: الكرة التي تنزل على فخ ترجع إلى بيتها (التخطي فوقه آمن)، والفخ ينتقل إلى خانة مخفية ثانية. هنا الفخاخ ظاهرة. حرّك الكرة الحمراء بدون ما تنزل على فخ.</translation>
    </message>
    <message>
        <source>You jumped over the traps. In a game you will not see them: a trap is shown only once it has fired (or with View &gt; Show traps).</source>
        <translation>نطّيت فوق الفخاخ. في اللعب ما راح تشوفها: الفخ ما يظهر إلا بعد ما ينطلق (أو من العرض &gt; أظهر الفخاخ).</translation>
    </message>
    <message>
        <source>Your marble landed on a trap. Only one of your cards takes it to a cell without a trap.</source>
        <translation>كرتك نزلت على فخ. ورقة وحدة بس من أوراقك توديها إلى خانة ما فيها فخ.</translation>
    </message>
    <message>
        <source>Into the Safe Zone</source>
        <translation>إلى منطقة الأمان</translation>
    </message>
    <message>
        <source>Your marble goes round the Track once; at the cell before your Base it turns into your Safe Zone, the four coloured cells, where nobody can touch it. The steps must fit exactly. Move the red marble into your Safe Zone.</source>
        <translation>كرتك تلف المسار مرة وحدة؛ وعند الخانة التي قبل قاعدتك تلف إلى منطقة أمانك، الخانات الأربع الملونة، وهناك ما أحد يقدر يلمسها. لازم الخطوات تركب بالضبط. دخّل الكرة الحمراء منطقة أمانك.</translation>
    </message>
    <message>
        <source>Safe! Bring all four marbles into your Safe Zone to win the game. Now you know the cards: start a game with Game &gt; New game.</source>
        <translation>في الأمان! دخّل كراتك الأربع كلها منطقة أمانك وتفوز باللعبة. الحين تعرف الأوراق: ابدأ لعبة من اللعبة &gt; لعبة جديدة.</translation>
    </message>
    <message>
        <source>That stopped short on the Track. Count three cells to the entrance, then into the Safe Zone.</source>
        <translation>وقفت قبل الوصول على المسار. عدّ ثلاث خانات إلى المدخل، وبعدها إلى داخل منطقة الأمان.</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <source>Tables at {address}</source>
        <extracomment>tables a page of the lobby shows &quot;New table…&quot;: open a table on this server</extracomment>
        <translation>الطاولات على {address}</translation>
    </message>
    <message>
        <source>every host</source>
        <translation>كل المضيفين</translation>
    </message>
    <message>
        <source>&amp;Host&apos;s name:</source>
        <translation>اسم ال&amp;مضيف:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>القوانين</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>الحالة</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>المقاعد</translation>
    </message>
    <message>
        <source>Watching</source>
        <translation>المتفرجون</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>ال&amp;سابقة</translation>
    </message>
    <message>
        <source>Ne&amp;xt</source>
        <translation>التا&amp;لية</translation>
    </message>
    <message>
        <source>No public table is open. Open a new one, or ask for a code.</source>
        <extracomment>the first table of the page shown, and how many there are in all</extracomment>
        <translation>لا توجد طاولة عامة مفتوحة. افتح طاولة جديدة، أو اطلب رمزًا.</translation>
    </message>
    <message>
        <source>&amp;New table…</source>
        <extracomment>what the lobby says of the selected table or the last request (full, refused)</extracomment>
        <translation>طاولة &amp;جديدة…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;تحديث</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;انضم</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;شاهد</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>Tables {first}–{last} of {total}</source>
        <translation>الطاولات {first}–{last} من {total}</translation>
    </message>
    <message>
        <source>open seat</source>
        <translation>مقعد شاغر</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>في الانتظار</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>تُلعب</translation>
    </message>
    <message>
        <source>over</source>
        <translation>انتهت</translation>
    </message>
    <message>
        <source>full</source>
        <translation>ممتلئة</translation>
    </message>
    <message>
        <source>This table is full: you may watch it.</source>
        <translation>هذه الطاولة ممتلئة: يمكنك مشاهدتها.</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>{player}: {notation}</source>
        <translation>{player}: {notation}</translation>
    </message>
    <message>
        <source>You drop {card}: no legal move</source>
        <translation>تطرح {card}: ما فيه حركة مسموحة</translation>
    </message>
    <message>
        <source>{player} drops {card}: no legal move</source>
        <translation>{player} يطرح {card}: ما فيه حركة مسموحة</translation>
    </message>
    <message>
        <source>You play {card}</source>
        <translation>تلعب {card}</translation>
    </message>
    <message>
        <source>{player} plays {card}</source>
        <translation>{player} يلعب {card}</translation>
    </message>
    <message>
        <source>You play {card} split {first} and {second}: the {colour} marble moves {steps} from {start} to {target}</source>
        <translation>تلعب {card} مقسومة {first} و{second}: الكرة {colour} تتحرك {steps} من {start} إلى {target}</translation>
    </message>
    <message>
        <source>{player} plays {card} split {first} and {second}: the {colour} marble moves {steps} from {start} to {target}</source>
        <translation>{player} يلعب {card} مقسومة {first} و{second}: الكرة {colour} تتحرك {steps} من {start} إلى {target}</translation>
    </message>
    <message>
        <source>You play {card}: the {colour} marble moves {steps} back from {start} to {target}</source>
        <translation>تلعب {card}: الكرة {colour} ترجع {steps} من {start} إلى {target}</translation>
    </message>
    <message>
        <source>{player} plays {card}: the {colour} marble moves {steps} back from {start} to {target}</source>
        <translation>{player} يلعب {card}: الكرة {colour} ترجع {steps} من {start} إلى {target}</translation>
    </message>
    <message>
        <source>You play {card}: the {colour} marble moves {steps} from {start} to {target}</source>
        <translation>تلعب {card}: الكرة {colour} تتحرك {steps} من {start} إلى {target}</translation>
    </message>
    <message>
        <source>{player} plays {card}: the {colour} marble moves {steps} from {start} to {target}</source>
        <translation>{player} يلعب {card}: الكرة {colour} تتحرك {steps} من {start} إلى {target}</translation>
    </message>
    <message>
        <source>You play {card}: a {colour} marble leaves Home for {cell}</source>
        <translation>تلعب {card}: تطلع الكرة {colour} من البيت إلى {cell}</translation>
    </message>
    <message>
        <source>{player} plays {card}: a {colour} marble leaves Home for {cell}</source>
        <translation>{player} يلعب {card}: تطلع الكرة {colour} من البيت إلى {cell}</translation>
    </message>
    <message>
        <source>You play {card}: the {colour} marble on {first} swaps places with the {other} marble on {second}</source>
        <translation>تلعب {card}: الكرة {colour} التي في {first} تتبادل مكانها مع الكرة {other} التي في {second}</translation>
    </message>
    <message>
        <source>{player} plays {card}: the {colour} marble on {first} swaps places with the {other} marble on {second}</source>
        <translation>{player} يلعب {card}: الكرة {colour} التي في {first} تتبادل مكانها مع الكرة {other} التي في {second}</translation>
    </message>
    <message>
        <source>You play {card}: the {colour} marble on {start} is saved to {target}</source>
        <translation>تلعب {card}: الكرة {colour} التي في {start} تُنقذ إلى {target}</translation>
    </message>
    <message>
        <source>{player} plays {card}: the {colour} marble on {start} is saved to {target}</source>
        <translation>{player} يلعب {card}: الكرة {colour} التي في {start} تُنقذ إلى {target}</translation>
    </message>
    <message>
        <source>You play {card}: the {colour} marble on {cell} is burned and goes Home</source>
        <translation>تلعب {card}: الكرة {colour} التي في {cell} تنحرق وترجع إلى البيت</translation>
    </message>
    <message>
        <source>{player} plays {card}: the {colour} marble on {cell} is burned and goes Home</source>
        <translation>{player} يلعب {card}: الكرة {colour} التي في {cell} تنحرق وترجع إلى البيت</translation>
    </message>
    <message>
        <source>You play {card}: {victim} discards {lost} to the Firepit</source>
        <translation>تلعب {card}: {victim} يرمي {lost} في المحرقة</translation>
    </message>
    <message>
        <source>{player} plays {card}: you discard {lost} to the Firepit</source>
        <translation>{player} يلعب {card}: ترمي {lost} في المحرقة</translation>
    </message>
    <message>
        <source>{player} plays {card}: {victim} discards {lost} to the Firepit</source>
        <translation>{player} يلعب {card}: {victim} يرمي {lost} في المحرقة</translation>
    </message>
    <message>
        <source>Then the {colour} marble moves {steps} back from {start} to {target}</source>
        <translation>ثم ترجع الكرة {colour} {steps} من {start} إلى {target}</translation>
    </message>
    <message>
        <source>Then the {colour} marble moves {steps} from {start} to {target}</source>
        <translation>ثم تتحرك الكرة {colour} {steps} من {start} إلى {target}</translation>
    </message>
    <message>
        <source>The {colour} marble on {cell} is captured and goes Home</source>
        <translation>الكرة {colour} التي في {cell} تنأكل وترجع إلى البيت</translation>
    </message>
    <message>
        <source>The {mover} marble lands on {cell} and sends the {colour} marble Home</source>
        <translation>الكرة {mover} تنزل في {cell} وترجّع الكرة {colour} إلى البيت</translation>
    </message>
    <message>
        <source>The King sends the {colour} marble on {cell} Home</source>
        <translation>الشايب يرجّع الكرة {colour} التي في {cell} إلى البيت</translation>
    </message>
    <message>
        <source>A hidden trap on {cell} destroys the {colour} marble; a new trap is hidden on the Track</source>
        <translation>فخ مخفي في {cell} يدمّر الكرة {colour}؛ ويُخفى فخ جديد على المسار</translation>
    </message>
    <message>
        <source>The {colour} marble on {cell} is sent Home</source>
        <translation>الكرة {colour} التي في {cell} ترجع إلى البيت</translation>
    </message>
    <message>
        <source>The {colour} marble on {cell} is burned and goes Home</source>
        <translation>الكرة {colour} التي في {cell} تنحرق وترجع إلى البيت</translation>
    </message>
    <message>
        <source>You discard {lost} to the Firepit</source>
        <translation>ترمي {lost} في المحرقة</translation>
    </message>
    <message>
        <source>{victim} discards {lost} to the Firepit</source>
        <translation>{victim} يرمي {lost} في المحرقة</translation>
    </message>
    <message>
        <source>{player} misses this turn: a card was lost to a Ten or a Queen</source>
        <translation>{player} يفوته هذا الدور: خسر ورقة بسبب عشرة أو بنت</translation>
    </message>
    <message>
        <source>You miss this turn: you lost a card to a Ten or a Queen</source>
        <translation>يفوتك هذا الدور: خسرت ورقة بسبب عشرة أو بنت</translation>
    </message>
    <message>
        <source>You lose this turn (a card given up for a Ten)</source>
        <translation>تخسر هذا الدور (تخلّيت عن ورقة بسبب العشرة)</translation>
    </message>
    <message>
        <source>{player} loses this turn (a card given up for a Ten)</source>
        <translation>{player} يخسر هذا الدور (تخلّى عن ورقة بسبب العشرة)</translation>
    </message>
    <message>
        <source>The Firepit is shuffled into the Deck</source>
        <translation>تُخلط المحرقة وترجع إلى الكومة</translation>
    </message>
    <message>
        <source>Round {round}: four new cards each</source>
        <translation>الجولة {round}: أربع أوراق جديدة لكل لاعب</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>فزت!</translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>فاز {player}!</translation>
    </message>
    <message>
        <source>You give up {card} for the Ten and lose a turn</source>
        <translation>تتخلى عن {card} بسبب العشرة وتخسر دورًا</translation>
    </message>
    <message>
        <source>{player} gives up {card} for the Ten and loses a turn</source>
        <translation>{player} يتخلى عن {card} بسبب العشرة ويخسر دورًا</translation>
    </message>
    <message>
        <source>{player} plays {card}: you must give up a card of your choice</source>
        <translation>{player} يلعب {card}: لازم تتخلى عن ورقة تختارها</translation>
    </message>
    <message>
        <source>You play {card}: {victim} must give up a card of their choice</source>
        <translation>تلعب {card}: لازم {victim} يتخلى عن ورقة يختارها</translation>
    </message>
    <message>
        <source>{player} plays {card}: {victim} must give up a card of their choice</source>
        <translation>{player} يلعب {card}: لازم {victim} يتخلى عن ورقة يختارها</translation>
    </message>
    <message>
        <source>You play {card} for your partner: a {colour} marble leaves Home for {cell}</source>
        <translation>تلعب {card} لشريكك: تطلع الكرة {colour} من البيت إلى {cell}</translation>
    </message>
    <message>
        <source>{player} plays {card} for the partner: a {colour} marble leaves Home for {cell}</source>
        <translation>{player} يلعب {card} لشريكه: تطلع الكرة {colour} من البيت إلى {cell}</translation>
    </message>
    <message>
        <source>You and {partner} win!</source>
        <translation>فزت أنت و{partner}!</translation>
    </message>
    <message>
        <source>{first} and {second} win!</source>
        <translation>فاز {first} و{second}!</translation>
    </message>
    <message>
        <source>field</source>
        <translation>تطليع كرة</translation>
    </message>
    <message>
        <source>move</source>
        <translation>التحريك</translation>
    </message>
    <message>
        <source>split</source>
        <translation>التقسيم</translation>
    </message>
    <message>
        <source>swap</source>
        <translation>التبديل</translation>
    </message>
    <message>
        <source>burn</source>
        <translation>الحرق</translation>
    </message>
    <message>
        <source>save</source>
        <translation>الإنقاذ</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>رمي ورقة الخصم</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>الطرح</translation>
    </message>
    <message>
        <source>field-partner</source>
        <translation>تطليع كرة الشريك</translation>
    </message>
    <message>
        <source>discard-choice</source>
        <translation>اختيار الورقة المتروكة</translation>
    </message>
    <message>
        <source>Burner</source>
        <translation>الحارق</translation>
    </message>
    <message>
        <source>Saver</source>
        <translation>المنقذ</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>إكه</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>اثنين</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>ثلاثة</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>أربعة</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>خمسة</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>ستة</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>سبعة</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>ثمانية</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>تسعة</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>عشرة</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>ولد</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>بنت</translation>
    </message>
    <message>
        <source>King</source>
        <translation>شايب</translation>
    </message>
    <message>
        <source>{rank} {suit}</source>
        <comment>card name: rank name and suit symbol</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>red</source>
        <comment>marble colour</comment>
        <translation>الحمراء</translation>
    </message>
    <message>
        <source>green</source>
        <comment>marble colour</comment>
        <translation>الخضراء</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>marble colour</comment>
        <translation>الزرقاء</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>marble colour</comment>
        <translation>الصفراء</translation>
    </message>
    <message>
        <source>Home</source>
        <comment>the Home Zone, as a place</comment>
        <extracomment>how far from a landmark a place is still named after it (cells)</extracomment>
        <translation>البيت</translation>
    </message>
    <message>
        <source>cell {index} of your Safe Zone</source>
        <translation>الخانة {index} من منطقة أمانك</translation>
    </message>
    <message>
        <source>cell {index} of the {colour} Safe Zone</source>
        <translation>الخانة {index} من منطقة الأمان {colour}</translation>
    </message>
    <message>
        <source>the entry to your Safe Zone</source>
        <translation>مدخل منطقة أمانك</translation>
    </message>
    <message>
        <source>cell {n} before your Safe Zone</source>
        <translation>الخانة {n} قبل منطقة أمانك</translation>
    </message>
    <message>
        <source>your Base</source>
        <translation>قاعدتك</translation>
    </message>
    <message>
        <source>the {colour} Base</source>
        <translation>القاعدة {colour}</translation>
    </message>
    <message>
        <source>cell {n} past your Base</source>
        <translation>الخانة {n} بعد قاعدتك</translation>
    </message>
    <message>
        <source>cell {n} past the {colour} Base</source>
        <translation>الخانة {n} بعد القاعدة {colour}</translation>
    </message>
    <message>
        <source>cell {n} before your Base</source>
        <translation>الخانة {n} قبل قاعدتك</translation>
    </message>
    <message>
        <source>cell {n} before the {colour} Base</source>
        <translation>الخانة {n} قبل القاعدة {colour}</translation>
    </message>
    <message>
        <source>You</source>
        <comment>the human player&apos;s default name</comment>
        <extracomment>the seat the player sits at in every lesson a lesson&apos;s result is shown: its index and whether the goal was met the lessons opened (True) or closed (False) the index of the lesson on the board (None: no lesson) the lesson&apos;s game while it is on the board the result of the lesson on the board once the player has acted (None: not yet)</extracomment>
        <translation>أنت</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Jackaroo</source>
        <extracomment>the window&apos;s size when the app starts (pixels), where the screen has the room</extracomment>
        <translation>جاكارو</translation>
    </message>
    <message>
        <source>Assisted game: a move was taken back (no high score)</source>
        <extracomment>the side panel, in a frame that scrolls it when the window is short what the table shows when no game is on it an online table before its game (hidden otherwise) says that the game in progress is assisted (a move was taken back)</extracomment>
        <translation>لعبة بمساعدة: تم التراجع عن حركة (بدون أعلى النقاط)</translation>
    </message>
    <message>
        <source>Seven split, first marble:</source>
        <extracomment>online play: chat and the table&apos;s buttons (hidden offline)</extracomment>
        <translation>تقسيم السبعة، الكرة الأولى:</translation>
    </message>
    <message>
        <source>Move by:</source>
        <translation>حرّك بمقدار:</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;العب</translation>
    </message>
    <message>
        <source>&amp;Deselect</source>
        <translation>أ&amp;لغِ الاختيار</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;تلميح</translation>
    </message>
    <message>
        <source>Show what the Expert CPU would play (H)</source>
        <translation>اعرض ما كان سيلعبه الكمبيوتر الخبير (H)</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>السجل</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>the Game menu (its items for the game on the table are enabled as it opens)</extracomment>
        <translation>ال&amp;لعبة</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>لعبة &amp;جديدة…</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>ا&amp;فتح لعبة…</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>ا&amp;حفظ اللعبة…</translation>
    </message>
    <message>
        <source>Play on&amp;line…</source>
        <translation>العب عبر الإ&amp;نترنت…</translation>
    </message>
    <message>
        <source>Save &amp;record…</source>
        <translation>احفظ ال&amp;سجل الكامل…</translation>
    </message>
    <message>
        <source>Re&amp;play…</source>
        <translation>إعادة ال&amp;عرض…</translation>
    </message>
    <message>
        <source>Re&amp;view game…</source>
        <translation>&amp;مراجعة اللعبة…</translation>
    </message>
    <message>
        <source>Your decisions against Expert&apos;s, with their chances to win</source>
        <translation>قراراتك مقابل قرارات الخبير، مع فرص الفوز لكل منها</translation>
    </message>
    <message>
        <source>&amp;Export log…</source>
        <translation>&amp;صدّر السجل…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>الإ&amp;حصاءات…</translation>
    </message>
    <message>
        <source>&amp;High scores…</source>
        <translation>الأرقام ال&amp;قياسية…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>ال&amp;عرض</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>يفكّر…</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;تراجع</translation>
    </message>
    <message>
        <source>Undo your last action and the CPUs&apos; since (the game then counts as assisted)</source>
        <translation>ألغِ آخر حركة لك وحركات الكمبيوتر بعدها (وتُحسب اللعبة عندها «بمساعدة»)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>أ&amp;عد</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;سرعة الحركة</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>الم&amp;ظهر</translation>
    </message>
    <message>
        <source>CPU &amp;delay</source>
        <translation>&amp;تمهّل الكمبيوتر</translation>
    </message>
    <message>
        <source>Show &amp;traps</source>
        <translation>أظهر ال&amp;فخاخ</translation>
    </message>
    <message>
        <source>&amp;Colour-blind symbols</source>
        <translation>&amp;رموز لعمى الألوان</translation>
    </message>
    <message>
        <source>Mark each colour&apos;s marbles and cells with its own symbol</source>
        <translation>علّم كرات كل لون وخاناته برمز خاص به</translation>
    </message>
    <message>
        <source>S&amp;ound effects</source>
        <translation>المؤثرات ال&amp;صوتية</translation>
    </message>
    <message>
        <source>&amp;Music</source>
        <translation>ال&amp;موسيقى</translation>
    </message>
    <message>
        <source>Show &amp;notation</source>
        <translation>أظهر ال&amp;ترميز</translation>
    </message>
    <message>
        <source>Also show the game notation of every action in the log</source>
        <translation>أظهر في السجل أيضًا ترميز اللعبة لكل حركة</translation>
    </message>
    <message>
        <source>&amp;Turn the board to the player</source>
        <translation>&amp;أدر اللوحة نحو اللاعب</translation>
    </message>
    <message>
        <source>With several people at this computer, the one to play sits at the bottom</source>
        <translation>إذا كان على هذا الكمبيوتر أكثر من شخص، يكون صاحب الدور في الأسفل</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>ال&amp;لغة</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;خيارات</translation>
    </message>
    <message>
        <source>&amp;Strict rules: an invalid play discards the card</source>
        <translation>قوانين &amp;صارمة: اللعبة غير الصحيحة ترمي الورقة</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>الإ&amp;عدادات…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;مساعدة</translation>
    </message>
    <message>
        <source>&amp;Drop for me when no card has a move, whichever card</source>
        <translation>ا&amp;طرح عني إذا ما فيه ورقة لها حركة، أي ورقة كانت</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>ال&amp;قوانين</translation>
    </message>
    <message>
        <source>&amp;About Jackaroo</source>
        <translation>&amp;عن جاكارو</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>ال&amp;دروس…</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>New game</source>
        <translation>لعبة جديدة</translation>
    </message>
    <message>
        <source>Your unfinished game, {rules}, round {round}, will be replaced: it cannot be resumed afterwards.</source>
        <translation>لعبتك غير المنتهية، {rules}، الجولة {round}، راح تُستبدل: ما تقدر تكملها بعدين.</translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation>استبدلها</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>تراجع</translation>
    </message>
    <message>
        <source>Take back your last move? From then on this game counts as assisted: it is never a high score and is counted apart in the statistics.</source>
        <translation>تتراجع عن حركتك الأخيرة؟ من بعدها تُحسب هذه اللعبة لعبة بمساعدة: ما تدخل أعلى النتائج وتُحسب على حدة في الإحصاءات.</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>الدروس</translation>
    </message>
    <message>
        <source>Leave the game in progress for the lessons? It stays kept until you start another game: Resume on the home screen brings it back.</source>
        <translation>تترك اللعبة الجارية للدروس؟ تبقى محفوظة حتى تبدأ لعبة أخرى: زر «أكمل» في الشاشة الرئيسية يرجعها.</translation>
    </message>
    <message>
        <source>Go to the lessons</source>
        <translation>روح للدروس</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>العب عبر الإنترنت</translation>
    </message>
    <message>
        <source>Leave the game in progress to play online? It stays kept until you start another game: Resume on the home screen brings it back.</source>
        <translation>تترك اللعبة الجارية للعب عبر الإنترنت؟ تبقى محفوظة حتى تبدأ لعبة أخرى: زر «أكمل» في الشاشة الرئيسية يرجعها.</translation>
    </message>
    <message>
        <source>Leave the lessons? They stay under Lessons on the home screen and in Help.</source>
        <translation>تترك الدروس؟ تبقى في زر «الدروس» في الشاشة الرئيسية وفي قائمة «مساعدة».</translation>
    </message>
    <message>
        <source>Leave the lessons</source>
        <translation>اترك الدروس</translation>
    </message>
    <message>
        <source>Leave the online table? A CPU plays your seat until you return to it.</source>
        <translation>أتغادر الطاولة عبر الإنترنت؟ يلعب الحاسوب مكانك حتى تعود إليه.</translation>
    </message>
    <message>
        <source>Leave the online table? Your seat there is given up.</source>
        <translation>أتغادر الطاولة عبر الإنترنت؟ ستتخلى عن مقعدك فيها.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>مغادرة الطاولة</translation>
    </message>
    <message>
        <source>The game at this table has already begun. Watch it?</source>
        <translation>بدأت اللعبة على هذه الطاولة. هل تريد مشاهدتها؟</translation>
    </message>
    <message>
        <source>Every seat at this table is taken. Watch it?</source>
        <translation>كل المقاعد على هذه الطاولة مشغولة. هل تريد مشاهدتها؟</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>الانضمام إلى طاولة</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>شاهد</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>مباراة جديدة</translation>
    </message>
    <message>
        <source>The rematch closes your review of this game.</source>
        <translation>المباراة الجديدة تُغلق مراجعتك لهذه اللعبة.</translation>
    </message>
</context>
<context>
    <name>MyGamesPage</name>
    <message>
        <source>Date</source>
        <extracomment>the columns, in order the widest the rules and one&apos;s name are shown on one line, in widths of an &quot;M&quot; the next page is wanted: its offset (the number of games shown) a row&apos;s game (the ``my_games`` entry) to replay on the board a row&apos;s game to review (the player&apos;s own seat)</extracomment>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>القوانين</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>اللاعبون</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <source>You were</source>
        <translation>كنتَ</translation>
    </message>
    <message>
        <source>&amp;More…</source>
        <extracomment>how many are shown, or why the list is empty</extracomment>
        <translation>الم&amp;زيد…</translation>
    </message>
    <message>
        <source>Re&amp;play</source>
        <translation>إعادة ال&amp;عرض</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>م&amp;راجعة</translation>
    </message>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>Won</source>
        <translation>فوز</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>خسارة</translation>
    </message>
    <message>
        <source>No finished online games yet: the games you finish on this server are listed here.</source>
        <translation>لا ألعاب منتهية على الإنترنت بعد: تظهر هنا الألعاب التي تنهيها على هذا الخادم.</translation>
    </message>
    <message numerus="yes">
        <source>The newest {shown} of your %Ln finished games.</source>
        <translation>
            <numerusform>أحدث {shown} من ألعابك المنتهية.</numerusform>
            <numerusform>أحدث {shown} من لعبتك المنتهية الوحيدة.</numerusform>
            <numerusform>أحدث {shown} من لعبتيك المنتهيتين.</numerusform>
            <numerusform>أحدث {shown} من %Ln ألعاب منتهية لك.</numerusform>
            <numerusform>أحدث {shown} من %Ln لعبة منتهية لك.</numerusform>
            <numerusform>أحدث {shown} من %Ln لعبة منتهية لك.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your %Ln finished games.</source>
        <translation>
            <numerusform>لا ألعاب منتهية لك.</numerusform>
            <numerusform>لك لعبة منتهية واحدة.</numerusform>
            <numerusform>لك لعبتان منتهيتان.</numerusform>
            <numerusform>لك %Ln ألعاب منتهية.</numerusform>
            <numerusform>لك %Ln لعبة منتهية.</numerusform>
            <numerusform>لك %Ln لعبة منتهية.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Person</source>
        <comment>a seat played at this computer</comment>
        <translation>شخص</translation>
    </message>
    <message>
        <source>Random</source>
        <comment>CPU level</comment>
        <translation>عشوائي</translation>
    </message>
    <message>
        <source>Greedy</source>
        <comment>CPU level</comment>
        <translation>طمّاع</translation>
    </message>
    <message>
        <source>Expert</source>
        <comment>CPU level</comment>
        <translation>خبير</translation>
    </message>
    <message>
        <source>Master</source>
        <comment>CPU level</comment>
        <translation>أستاذ</translation>
    </message>
    <message>
        <source>A New Game Spin</source>
        <translation>الجاكارو الجديدة</translation>
    </message>
    <message>
        <source>Traditional rules</source>
        <translation>القوانين التقليدية</translation>
    </message>
</context>
<context>
    <name>NewTableDialog</name>
    <message>
        <source>New table</source>
        <extracomment>the turn clocks offered, in seconds (0: off), as the protocol&apos;s ``turn_seconds``</extracomment>
        <translation>طاولة جديدة</translation>
    </message>
    <message>
        <source>A table of your own at {address}; you sit first.</source>
        <translation>طاولة خاصة بك على {address}؛ تجلس أنت أولًا.</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>ال&amp;قواعد:</translation>
    </message>
    <message>
        <source>&amp;Private: only people with the code may join</source>
        <translation>&amp;خاصة: لا ينضم إلا من لديه الرمز</translation>
    </message>
    <message>
        <source>&amp;Turn clock:</source>
        <translation>&amp;مؤقت الدور:</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>ا&amp;فتح الطاولة</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>بلا مؤقت</translation>
    </message>
    <message>
        <source>{minutes} min a move</source>
        <translation>{minutes} دقيقة للحركة</translation>
    </message>
    <message>
        <source>{seconds} s a move</source>
        <translation>{seconds} ثانية للحركة</translation>
    </message>
</context>
<context>
    <name>OnlineLinks</name>
    <message>
        <source>“{link}” is not an invitation link. An invitation link looks like {example}: ask the host to copy it again.</source>
        <translation>«{link}» ليس رابط دعوة. رابط الدعوة يكون بالشكل {example}: اطلب من المضيف أن ينسخه مرة أخرى.</translation>
    </message>
</context>
<context>
    <name>OnlinePanel</name>
    <message>
        <source>&amp;Copy code</source>
        <translation>ا&amp;نسخ الرمز</translation>
    </message>
    <message>
        <source>Copy invitation lin&amp;k</source>
        <translation>انسخ رابط الد&amp;عوة</translation>
    </message>
    <message>
        <source>You are watching this table.</source>
        <extracomment>chat lines kept on show Invite a friend…: choose an online friend to invite to this table (a chat line&apos;s number, the reason given): report it to the server&apos;s admin who plays here (&quot;Signed in as Sara&quot;, &quot;You play as a guest&quot;) and one&apos;s rating after a game &quot;You are watching&quot; for a spectator</extracomment>
        <translation>أنت تشاهد هذه الطاولة.</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>الدردشة</translation>
    </message>
    <message>
        <source>&amp;Mute</source>
        <translation>&amp;كتم</translation>
    </message>
    <message>
        <source>Rep&amp;ort…</source>
        <translation>إ&amp;بلاغ…</translation>
    </message>
    <message>
        <source>Report the chat line clicked to the server&apos;s admin</source>
        <translation>أبلغ مشرف الخادم عن سطر الدردشة الذي نقرته</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>قل شيئًا للطاولة</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>أر&amp;سل</translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <extracomment>the end of the last game and the series&apos; score (hidden until a game is over)</extracomment>
        <translation>مبا&amp;راة جديدة</translation>
    </message>
    <message>
        <source>Save r&amp;ecord…</source>
        <translation>احفظ ال&amp;سجل…</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;غادر</translation>
    </message>
    <message>
        <source>&amp;Invite a friend…</source>
        <translation>دعوة &amp;صديق…</translation>
    </message>
    <message>
        <source>{name}: {text}</source>
        <translation>{name}: {text}</translation>
    </message>
    <message>
        <source>Table at {address}, invitation code {code}</source>
        <translation>الطاولة على {address}، رمز الدعوة {code}</translation>
    </message>
    <message>
        <source>Table {table} at {address}</source>
        <translation>الطاولة {table} على {address}</translation>
    </message>
</context>
<context>
    <name>OnlinePlay</name>
    <message>
        <source>You left the table (a CPU plays your seat; you can return).</source>
        <extracomment>a new session was opened (each part of online play follows it from here) the server hosted on this computer the address of the table&apos;s server; ``hosted``: of the server started here (&quot;&quot; if none) the address friends use to reach the server hosted here (this computer&apos;s network address) the seat this app holds (address, table, token), for reconnecting after a drop</extracomment>
        <translation>غادرت الطاولة (يلعب الحاسوب مكانك، ويمكنك العودة).</translation>
    </message>
    <message>
        <source>You left the online table.</source>
        <translation>غادرت الطاولة عبر الإنترنت.</translation>
    </message>
    <message>
        <source>Reconnected: you are back at the table.</source>
        <translation>عاد الاتصال: أنت على الطاولة من جديد.</translation>
    </message>
    <message>
        <source>The game is over: Rematch or Save record are beside the chat.</source>
        <translation>انتهت اللعبة: «مباراة جديدة» و«احفظ السجل» بجانب الدردشة.</translation>
    </message>
    <message>
        <source>You asked for a rematch; it begins when everyone agrees.</source>
        <translation>طلبت مباراة جديدة؛ تبدأ حين يوافق الجميع.</translation>
    </message>
    <message>
        <source>Jackaroo game records (*.jackaroo-record.json)</source>
        <translation>سجلات ألعاب جاكارو (*.jackaroo-record.json)</translation>
    </message>
    <message>
        <source>Save record</source>
        <translation>احفظ السجل</translation>
    </message>
    <message>
        <source>Could not save: {reason}</source>
        <translation>تعذّر الحفظ: {reason}</translation>
    </message>
    <message>
        <source>Could not reconnect to the table. Game &gt; Play online… &gt; Return to my seat tries again.</source>
        <translation>تعذّرت العودة إلى الطاولة. اللعبة &gt; اللعب عبر الإنترنت… &gt; العودة إلى مقعدي تحاول من جديد.</translation>
    </message>
    <message>
        <source>Reconnecting… (attempt {attempt})</source>
        <translation>جارٍ إعادة الاتصال… (المحاولة {attempt})</translation>
    </message>
</context>
<context>
    <name>OnlineSession</name>
    <message>
        <source>The server sent a game this app cannot show: {reason}</source>
        <extracomment>the server&apos;s ``table`` message (the lobby, seats, Ready flags, connection states) ``joined``: this connection now sits at (or watches) a table the game is over: the ``game_over`` message a chat line: name, text, its number at the table (None: not numbered) the table&apos;s last chat lines (name, text, number), which replace those shown the game&apos;s record text (after Save record) the public tables of the lobby a line for the person (an error or the connection&apos;s state), already in words an ``error`` message&apos;s code (after its words are said) a ``notice`` message (after its words are in the log) a ``played`` message&apos;s ``deadline`` (the clock of the next action; None: no clock) the server welcomed the connection; what is sent now goes before the first request the ply of an ``act`` sent and not yet answered (the person waits meanwhile) the position the server was last told the window shows to the person (``shown``) whether the server ever welcomed this connection the game&apos;s ply when it was last put on the board from scratch (the log before it comes from ``history``) whether this connection is an attempt at coming back after a drop (its failure is not news) whether this connection reclaims a kept seat (its refusal may mean the seat is gone) whether to ask for the game so far once it is on the board (coming back, or watching)</extracomment>
        <translation>أرسل الخادم لعبة لا يستطيع هذا التطبيق عرضها: {reason}</translation>
    </message>
    <message>
        <source>Online game {number} at table {table}</source>
        <translation>لعبة عبر الإنترنت رقم {number} على الطاولة {table}</translation>
    </message>
    <message>
        <source>The server sent a move this app cannot show: {reason}</source>
        <translation>أرسل الخادم حركة لا يستطيع هذا التطبيق عرضها: {reason}</translation>
    </message>
    <message>
        <source>Not connected: the move was not sent.</source>
        <translation>غير متصل: لم تُرسَل الحركة.</translation>
    </message>
    <message>
        <source>Messages from the server were lost ({expected}, {got}).</source>
        <translation>ضاعت رسائل من الخادم ({expected}، {got}).</translation>
    </message>
    <message>
        <source>Disconnected from the server: {reason}</source>
        <translation>انقطع الاتصال بالخادم: {reason}</translation>
    </message>
    <message>
        <source>Could not connect to {address}: {reason}</source>
        <translation>تعذّر الاتصال بـ {address}: {reason}</translation>
    </message>
</context>
<context>
    <name>OnlineWays</name>
    <message>
        <source>Player</source>
        <extracomment>the choice on its way to a table (None once there, or if it came from elsewhere) the last choice that failed, and why the account window opened from the dialog</extracomment>
        <translation>لاعب</translation>
    </message>
</context>
<context>
    <name>OnlineWords</name>
    <message>
        <source>The server refused this move: {reason}</source>
        <translation>رفض الخادم هذه الحركة: {reason}</translation>
    </message>
    <message>
        <source>The game had already moved on: choose again.</source>
        <translation>تقدّمت اللعبة قبل ذلك: اختر من جديد.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>ليس دورك.</translation>
    </message>
    <message>
        <source>A CPU is playing your seat: take it back first.</source>
        <translation>يلعب الحاسوب مكانك: استعد مقعدك أولًا.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>انتهت اللعبة.</translation>
    </message>
    <message>
        <source>The game is not over yet.</source>
        <translation>لم تنتهِ اللعبة بعد.</translation>
    </message>
    <message>
        <source>This server has no record of that game among your finished games.</source>
        <translation>ليس لدى هذا الخادم سجل لتلك اللعبة بين ألعابك المنتهية.</translation>
    </message>
    <message>
        <source>The game has not begun yet.</source>
        <translation>لم تبدأ اللعبة بعد.</translation>
    </message>
    <message>
        <source>There is no such table (check the code).</source>
        <translation>لا توجد طاولة كهذه (تحقق من الرمز).</translation>
    </message>
    <message>
        <source>This table is full.</source>
        <translation>هذه الطاولة ممتلئة.</translation>
    </message>
    <message>
        <source>The server holds as many tables as it can: try again later.</source>
        <translation>لا يتسع الخادم لطاولات أخرى: حاول لاحقًا.</translation>
    </message>
    <message>
        <source>You already have tables waiting for their first game here.</source>
        <translation>لديك هنا طاولات تنتظر لعبتها الأولى.</translation>
    </message>
    <message>
        <source>This table has as many spectators as it can take.</source>
        <translation>لا تتسع هذه الطاولة لمشاهدين آخرين.</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>هذا المقعد مشغول.</translation>
    </message>
    <message>
        <source>The game has already begun.</source>
        <translation>بدأت اللعبة بالفعل.</translation>
    </message>
    <message>
        <source>Your account already has a seat at this table (on another device).</source>
        <translation>لحسابك مقعد على هذه الطاولة من قبل (على جهاز آخر).</translation>
    </message>
    <message>
        <source>Only the host may change the table.</source>
        <translation>المضيف وحده يغيّر إعدادات الطاولة.</translation>
    </message>
    <message>
        <source>Your seat there is gone: the table has closed.</source>
        <translation>لم يعد مقعدك موجودًا: أُغلقت الطاولة.</translation>
    </message>
    <message>
        <source>Too many messages: slow down.</source>
        <translation>رسائل كثيرة: تمهّل.</translation>
    </message>
    <message>
        <source>Too many chat lines: wait a moment.</source>
        <translation>رسائل دردشة كثيرة: انتظر قليلًا.</translation>
    </message>
    <message>
        <source>The host has turned chat off for spectators.</source>
        <translation>أوقف المضيف الدردشة للمشاهدين.</translation>
    </message>
    <message>
        <source>The server speaks another version of the protocol.</source>
        <translation>يتحدث الخادم إصدارًا آخر من البروتوكول.</translation>
    </message>
    <message>
        <source>These seats do not suit the rules.</source>
        <translation>هذه المقاعد لا تناسب القواعد.</translation>
    </message>
    <message>
        <source>Choose another name: this one cannot be shown to others.</source>
        <translation>اختر اسمًا آخر: لا يمكن عرض هذا الاسم للآخرين.</translation>
    </message>
    <message>
        <source>Someone at this table already has that name: choose another.</source>
        <translation>على هذه الطاولة من يحمل هذا الاسم: اختر غيره.</translation>
    </message>
    <message>
        <source>The server could not keep that: try again in a moment.</source>
        <translation>تعذّر على الخادم حفظ ذلك: حاول بعد لحظة.</translation>
    </message>
    <message>
        <source>The table is moving to another server process: try again in a moment.</source>
        <translation>تنتقل الطاولة إلى عملية خادم أخرى: حاول بعد لحظة.</translation>
    </message>
    <message>
        <source>The server refused: {reason}</source>
        <translation>رفض الخادم: {reason}</translation>
    </message>
    <message>
        <source>You are already waiting for a table (here or on another device).</source>
        <translation>أنت تنتظر طاولة بالفعل (هنا أو على جهاز آخر).</translation>
    </message>
    <message>
        <source>You are no longer waiting for a table.</source>
        <translation>لم تعد تنتظر طاولة.</translation>
    </message>
    <message>
        <source>A partner is chosen for the traditional rules only, and is someone else.</source>
        <translation>يُختار الشريك في القوانين التقليدية فقط، ويكون شخصًا غيرك.</translation>
    </message>
    <message>
        <source>A guest cannot choose a partner: sign up first (Account and leaderboard…).</source>
        <translation>لا يمكن للضيف اختيار شريك: أنشئ حسابًا أولًا (الحساب ولوحة الصدارة…).</translation>
    </message>
    <message>
        <source>You are not signed in to this server.</source>
        <translation>لم تسجّل الدخول إلى هذا الخادم.</translation>
    </message>
    <message>
        <source>Too many players are waiting on this server: try again later.</source>
        <translation>ينتظر لاعبون كثيرون جدًا على هذا الخادم: حاول لاحقًا.</translation>
    </message>
    <message>
        <source>You chose Play now too often: wait a moment and try again.</source>
        <translation>اخترت «العب الآن» مرات كثيرة: انتظر لحظة وحاول من جديد.</translation>
    </message>
    <message>
        <source>CPUs are not offered yet: keep waiting.</source>
        <translation>لم يُعرض اللعب مع الحاسوب بعد: واصل الانتظار.</translation>
    </message>
    <message>
        <source>A table was just found for you.</source>
        <translation>وُجدت لك طاولة للتو.</translation>
    </message>
    <message>
        <source>Not rated: on this server only Play now games are rated.</source>
        <translation>مباراة غير مصنّفة: لا تُصنَّف على هذا الخادم إلا مباريات «العب الآن».</translation>
    </message>
    <message>
        <source>Not rated: this server does not rate games with CPU players.</source>
        <translation>مباراة غير مصنّفة: لا يصنّف هذا الخادم المباريات التي فيها لاعبون من الكمبيوتر.</translation>
    </message>
    <message>
        <source>Not rated: a player at the table was not signed in.</source>
        <translation>مباراة غير مصنّفة: أحد اللاعبين على الطاولة لم يسجّل الدخول.</translation>
    </message>
    <message>
        <source>Not rated: a player left at the start.</source>
        <translation>مباراة غير مصنّفة: غادر أحد اللاعبين في بدايتها.</translation>
    </message>
    <message>
        <source>Not rated: some players&apos; accounts were made from one address on the same day.</source>
        <translation>مباراة غير مصنّفة: أُنشئت حسابات بعض اللاعبين من عنوان واحد في اليوم نفسه.</translation>
    </message>
    <message>
        <source>Not rated: the same players were already rated together several times today.</source>
        <translation>مباراة غير مصنّفة: صُنّف هؤلاء اللاعبون معًا عدة مرات اليوم.</translation>
    </message>
    <message>
        <source>Not rated.</source>
        <translation>مباراة غير مصنّفة.</translation>
    </message>
    <message>
        <source>{name} left; a CPU plays the seat.</source>
        <translation>غادر {name}، ويلعب الحاسوب مكانه.</translation>
    </message>
    <message>
        <source>{name} left; the seat is free.</source>
        <translation>غادر {name}، والمقعد شاغر.</translation>
    </message>
    <message>
        <source>{name}&apos;s connection dropped; a CPU plays the seat.</source>
        <translation>انقطع اتصال {name}، ويلعب الحاسوب مكانه.</translation>
    </message>
    <message>
        <source>{name}&apos;s connection dropped: a CPU takes over in {seconds} s.</source>
        <translation>انقطع اتصال {name}: يتولى الحاسوب مقعده بعد {seconds} ث.</translation>
    </message>
    <message>
        <source>{name}&apos;s connection dropped; the seat is kept.</source>
        <translation>انقطع اتصال {name}، ومقعده محفوظ.</translation>
    </message>
    <message>
        <source>{name} is away: a CPU plays the seat.</source>
        <translation>{name} غائب: يلعب الحاسوب مكانه.</translation>
    </message>
    <message>
        <source>{name}&apos;s time ran out again: a CPU plays the seat until they act.</source>
        <translation>انتهى وقت {name} مرة أخرى: يلعب الحاسوب مكانه حتى يلعب.</translation>
    </message>
    <message>
        <source>{name}&apos;s time ran out: a CPU played for them.</source>
        <translation>انتهى وقت {name}: لعب الحاسوب عنه.</translation>
    </message>
    <message>
        <source>{name} is back at the seat.</source>
        <translation>عاد {name} إلى مقعده.</translation>
    </message>
    <message>
        <source>Your seat was taken back from another device.</source>
        <translation>استُعيد مقعدك من جهاز آخر.</translation>
    </message>
    <message>
        <source>{name} asks for a rematch.</source>
        <translation>يطلب {name} مباراة أخرى.</translation>
    </message>
    <message>
        <source>{name} is watching.</source>
        <translation>{name} يشاهد.</translation>
    </message>
    <message>
        <source>{name} stopped watching.</source>
        <translation>توقف {name} عن المشاهدة.</translation>
    </message>
    <message>
        <source>The table you were watching has closed.</source>
        <translation>أُغلقت الطاولة التي كنت تشاهدها.</translation>
    </message>
    <message>
        <source>{name}, the host, ended the table.</source>
        <translation>{name}، المضيف، أنهى الطاولة.</translation>
    </message>
    <message>
        <source>Server: {text}</source>
        <translation>الخادم: {text}</translation>
    </message>
    <message>
        <source>No server answers at {address}. Check that the server is started, that the address and port are the ones it listens on, and that no firewall blocks that port.</source>
        <translation>لا يجيب أي خادم على {address}. تحقّق من أن الخادم يعمل، وأن العنوان والمنفذ هما اللذان يستمع عليهما، وأن جدار الحماية لا يحجب ذلك المنفذ.</translation>
    </message>
    <message>
        <source>No answer from {address} after {seconds} seconds. Check the address and port, and that no firewall blocks that port.</source>
        <translation>لا ردّ من {address} بعد {seconds} ثانية. تحقّق من العنوان والمنفذ، وأن جدار الحماية لا يحجب ذلك المنفذ.</translation>
    </message>
</context>
<context>
    <name>PastGame</name>
    <message>
        <source>The server&apos;s record of this game could not be read.</source>
        <translation>تعذّرت قراءة سجل هذه اللعبة من الخادم.</translation>
    </message>
    <message>
        <source>The game&apos;s record could not be kept on this computer.</source>
        <translation>تعذّر حفظ سجل اللعبة على هذا الحاسوب.</translation>
    </message>
</context>
<context>
    <name>PlayNowBox</name>
    <message>
        <source>R&amp;ules:</source>
        <extracomment>LEFT-TO-RIGHT ISOLATE and POP DIRECTIONAL ISOLATE: a clock reads &quot;1:05&quot; in Arabic too</extracomment>
        <translation>قوا&amp;نين اللعب:</translation>
    </message>
    <message>
        <source>anyone (optional)</source>
        <translation>أي أحد (اختياري)</translation>
    </message>
    <message>
        <source>A friend&apos;s user name: you sit as partners once they choose Play now naming you.</source>
        <translation>اسم مستخدم صديق: تجلسان شريكين حين يختار «العب الآن» ويذكر اسمك.</translation>
    </message>
    <message>
        <source>&amp;Partner&apos;s user name:</source>
        <translation>اسم مستخدم ال&amp;شريك:</translation>
    </message>
    <message>
        <source>after 30 seconds</source>
        <translation>بعد 30 ثانية</translation>
    </message>
    <message>
        <source>after 1 minute</source>
        <translation>بعد دقيقة</translation>
    </message>
    <message>
        <source>after 2 minutes</source>
        <translation>بعد دقيقتين</translation>
    </message>
    <message>
        <source>never</source>
        <translation>أبدًا</translation>
    </message>
    <message>
        <source>O&amp;ffer CPUs:</source>
        <translation>اعرض اللعب مع ال&amp;حاسوب:</translation>
    </message>
</context>
<context>
    <name>PlayOnlineDialog</name>
    <message>
        <source>Play online</source>
        <extracomment>the address a new Join or Lobby offers &quot;Account and leaderboard…&quot;: the dialog closes, and the account window of its server opens</extracomment>
        <translation>العب عبر الإنترنت</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <extracomment>what went wrong the last time (shown when the dialog opens again after an error)</extracomment>
        <translation>&amp;اسمك:</translation>
    </message>
    <message>
        <source>&amp;Host a table on this computer</source>
        <translation>&amp;استضف طاولة على هذا الجهاز</translation>
    </message>
    <message>
        <source>&amp;Join a table with its address and code</source>
        <translation>ا&amp;نضم إلى طاولة بعنوانها ورمزها</translation>
    </message>
    <message>
        <source>Open a server&apos;s &amp;lobby</source>
        <translation>افتح &amp;ردهة خادم</translation>
    </message>
    <message>
        <source>Play no&amp;w: a table with players of your level</source>
        <translation>العب ال&amp;آن: طاولة مع لاعبين بمستواك</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <extracomment>the ways, scrolling on a screen too low for them (Arabic&apos;s taller lines, the recent servers, a seat to return to); what went wrong and the buttons stay in view</extracomment>
        <translation>ال&amp;قوانين:</translation>
    </message>
    <message>
        <source>Private: only people with the code may join</source>
        <translation>خاصة: لا ينضم إلا من معه الرمز</translation>
    </message>
    <message>
        <source>The others join with the address and code shown next.</source>
        <translation>ينضم الآخرون بالعنوان والرمز اللذين يظهران بعد ذلك.</translation>
    </message>
    <message>
        <source>the code the host gave you</source>
        <translation>الرمز الذي أعطاك إياه المضيف</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>ال&amp;عنوان:</translation>
    </message>
    <message>
        <source>&amp;Code:</source>
        <translation>ال&amp;رمز:</translation>
    </message>
    <message>
        <source>Re&amp;turn to my seat at {address}</source>
        <translation>&amp;عد إلى مقعدي على {address}</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;اتصل</translation>
    </message>
    <message>
        <source>Acc&amp;ount and leaderboard…</source>
        <translation>ال&amp;حساب ولوحة الصدارة…</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>{name} · {level}</source>
        <extracomment>the seat&apos;s team and partner (classic ruleset, four players); hidden otherwise online play: whether the seat&apos;s person is connected or a CPU plays for them</extracomment>
        <translation>{name} · {level}</translation>
    </message>
    <message>
        <source>Cards: {cards}   Home {home} · Track {track} · Safe {safe}</source>
        <translation>الأوراق: {cards}   البيت {home} · المسار {track} · الأمان {safe}</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>الفائز</translation>
    </message>
    <message>
        <source>▶ to play</source>
        <translation>◀ دوره</translation>
    </message>
    <message>
        <source>next</source>
        <translation>التالي</translation>
    </message>
    <message>
        <source>Team {number}: {first} &amp; {second}</source>
        <translation>الفريق {number}: {first} و{second}</translation>
    </message>
    <message>
        <source>Empty seat</source>
        <translation>مقعد فارغ</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Slow</source>
        <extracomment>animation speeds offered (View &gt; Animation speed, Settings): key and duration factor (0 = instant) pauses offered before each CPU action, in milliseconds the background music, and its own volume in percent (0..100) View &gt; Show notation: the log and hints also show the action notation Options &gt; Drop for me: when no card has a move, a card is dropped for the person even when their cards differ (without it the person chooses; one card or cards alike drop by themselves) Game &gt; Take back against CPUs (the game then counts as assisted) View &gt; Turn the board: in a hot-seat game the person to act sits at the bottom View &gt; Theme: a name of :data:`jackaroo.view.board.themes.THEME_NAMES` (&quot;system&quot; follows the desktop)</extracomment>
        <translation>بطيئة</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>عادية</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>سريعة</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>فورية</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} ث</translation>
    </message>
</context>
<context>
    <name>PreferencesController</name>
    <message>
        <source>The sounds of the cards and marbles</source>
        <extracomment>emitted with the new :class:`Preferences` after every change the lessons hold the music back unless the player turns it on there</extracomment>
        <translation>أصوات الورق والكرات</translation>
    </message>
    <message>
        <source>A calm track under the game</source>
        <translation>لحن هادئ مع اللعب</translation>
    </message>
</context>
<context>
    <name>ProfilePage</name>
    <message>
        <source>&amp;My profile</source>
        <extracomment>show one&apos;s own profile</extracomment>
        <translation>ملفي ال&amp;شخصي</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>ال&amp;قواعد:</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>المباريات:</translation>
    </message>
    <message>
        <source>Wins:</source>
        <translation>الانتصارات:</translation>
    </message>
    <message>
        <source>Rating:</source>
        <translation>التصنيف:</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>المركز:</translation>
    </message>
    <message>
        <source>Rating after each rated game:</source>
        <translation>التصنيف بعد كل مباراة مصنّفة:</translation>
    </message>
    <message>
        <source>You (a guest)</source>
        <translation>أنت (ضيف)</translation>
    </message>
    <message>
        <source>{wins} ({percent}%)</source>
        <translation>{wins} (‏{percent}٪)</translation>
    </message>
    <message>
        <source>not on the leaderboard</source>
        <translation>ليس في لوحة الصدارة</translation>
    </message>
    <message>
        <source>Last rated game: {when}</source>
        <translation>آخر مباراة مصنّفة: {when}</translation>
    </message>
</context>
<context>
    <name>QueueDialog</name>
    <message>
        <source>Play now</source>
        <extracomment>Cancel, Esc or closing the dialog: leave the queue &quot;Play with CPUs&quot;: the empty seats are filled with CPUs</extracomment>
        <translation>العب الآن</translation>
    </message>
    <message>
        <source>Not enough players yet. Play with CPUs for the empty seats?</source>
        <extracomment>&quot;Looking for players… 0:23&quot; how many wait in this queue (once the server says) the offer of CPUs, once the server makes it</extracomment>
        <translation>لا يكفي عدد اللاعبين بعد. هل تلعب مع الحاسوب في المقاعد الفارغة؟</translation>
    </message>
    <message>
        <source>Play with &amp;CPUs</source>
        <translation>العب مع ال&amp;حاسوب</translation>
    </message>
    <message>
        <source>&amp;Keep waiting</source>
        <translation>وا&amp;صل الانتظار</translation>
    </message>
    <message>
        <source>Looking for players… {time}</source>
        <translation>نبحث عن لاعبين… {time}</translation>
    </message>
    <message>
        <source>Players waiting for these rules: {count}</source>
        <translation>المنتظرون لهذه القوانين: {count}</translation>
    </message>
    <message>
        <source>Seating you with CPUs…</source>
        <translation>نُجلسك مع الحاسوب…</translation>
    </message>
</context>
<context>
    <name>QuickMatch</name>
    <message>
        <source>Rules: {rules}, with {partner} as your partner</source>
        <extracomment>how long to wait for ``left_queue`` before closing the connection all the same, in milliseconds (closing it leaves the queue too) the session waiting in the queue (None: nobody waits) the waiting dialog while it shows what the person asked for the log&apos;s line on the table found, said once the game is on the board</extracomment>
        <translation>القوانين: {rules}، وشريكك {partner}</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>القوانين: {rules}</translation>
    </message>
    <message>
        <source>Play now: a table was found after {time}; the game has begun.</source>
        <translation>العب الآن: وُجدت طاولة بعد {time}، وبدأت اللعبة.</translation>
    </message>
    <message>
        <source>You left the Play now queue.</source>
        <translation>خرجت من انتظار «العب الآن».</translation>
    </message>
    <message>
        <source>The connection to the server closed: you are no longer waiting to play.</source>
        <translation>انقطع الاتصال بالخادم: لم تعد في انتظار اللعب.</translation>
    </message>
</context>
<context>
    <name>QuitHosting</name>
    <message>
        <source>Quit</source>
        <translation>خروج</translation>
    </message>
    <message>
        <source>At the table you host: {names}.</source>
        <translation>على الطاولة التي تستضيفها: {names}.</translation>
    </message>
    <message>
        <source>Keep it running in the background and the game goes on (a CPU plays your seat until you come back): at the next start, Return to your table brings you back to it. End it ends the table for everyone now: each of them is told, and it does not come back.</source>
        <translation>أبقِها تعمل في الخلفية فتستمر اللعبة (يلعب الحاسوب مقعدك حتى تعود): عند التشغيل التالي، يعيدك «عُد إلى طاولتك» إليها. «أنهِها» تنهي الطاولة للجميع الآن: يُبلَّغ كل واحد منهم، ولا ترجع.</translation>
    </message>
    <message>
        <source>&amp;Keep it running</source>
        <translation>أ&amp;بقِها تعمل</translation>
    </message>
    <message>
        <source>&amp;End it</source>
        <translation>أ&amp;نهِها</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <source>No rated game yet</source>
        <extracomment>the chart&apos;s inner margin, and the room for the highest and lowest rating&apos;s labels, in pixels the ratings shown (the server&apos;s scale), oldest first</extracomment>
        <translation>لا مباراة مصنّفة بعد</translation>
    </message>
</context>
<context>
    <name>RecentServers</name>
    <message>
        <source>Recent &amp;servers:</source>
        <extracomment>rows the list shows without scrolling a row was chosen: its server&apos;s address Forget: this address leaves the list</extracomment>
        <translation>ال&amp;خوادم الأخيرة:</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>الخادم</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>الآن</translation>
    </message>
    <message>
        <source>&amp;Forget</source>
        <translation>ا&amp;حذف من القائمة</translation>
    </message>
    <message>
        <source>Remove the selected server from this list</source>
        <translation>احذف الخادم المحدد من هذه القائمة</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>جارٍ التحقق…</translation>
    </message>
    <message>
        <source>{count} playing</source>
        <translation>يلعب الآن: {count}</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>لا يمكن الوصول إليه</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Replay: the start of the game. Next plays the first action.</source>
        <extracomment>the position changed (the number of actions now shown) Back to the game was asked for (button or Esc); the owner calls :meth:`close` the replay was closed (:meth:`close`)</extracomment>
        <translation>إعادة العرض: بداية اللعبة. «التالي» يعرض أول حركة.</translation>
    </message>
    <message>
        <source>Replay: {action}.</source>
        <translation>إعادة العرض: {action}.</translation>
    </message>
    <message numerus="yes">
        <source>Replay of %n actions</source>
        <translation>
            <numerusform>إعادة عرض بلا حركات</numerusform>
            <numerusform>إعادة عرض حركة واحدة</numerusform>
            <numerusform>إعادة عرض حركتين</numerusform>
            <numerusform>إعادة عرض %n حركات</numerusform>
            <numerusform>إعادة عرض %n حركة</numerusform>
            <numerusform>إعادة عرض %n حركة</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Replay</source>
        <translation>إعادة العرض</translation>
    </message>
    <message>
        <source>First</source>
        <translation>الأولى</translation>
    </message>
    <message>
        <source>The start of the game (Home)</source>
        <translation>بداية اللعبة (Home)</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>السابقة</translation>
    </message>
    <message>
        <source>One action back</source>
        <translation>حركة إلى الوراء</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>التالية</translation>
    </message>
    <message>
        <source>Play the next action</source>
        <translation>اعرض الحركة التالية</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>الأخيرة</translation>
    </message>
    <message>
        <source>The last action (End)</source>
        <translation>آخر حركة (End)</translation>
    </message>
    <message>
        <source>&amp;Back to the game</source>
        <translation>ا&amp;رجع إلى اللعبة</translation>
    </message>
    <message>
        <source>Leave the replay (Esc)</source>
        <translation>اترك إعادة العرض (Esc)</translation>
    </message>
    <message>
        <source>Action {index} of {count}</source>
        <translation>الحركة {index} من {count}</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Game review</source>
        <extracomment>U+2212 MINUS SIGN, for a loss when the locale writes the hyphen-minus a decision was chosen: its index in the record Back to the game was clicked (the owner leaves the review; Esc does the same)</extracomment>
        <translation>مراجعة اللعبة</translation>
    </message>
    <message>
        <source>Reviewing your decisions: play %v of %m</source>
        <translation>مراجعة قراراتك: اللعبة %v من %m</translation>
    </message>
    <message>
        <source>Line: your chance to win. Dashed: with Expert&apos;s play. Red: a mistake, Expert&apos;s play estimated 10 points better beyond the estimate&apos;s noise; &quot;unsure&quot;: as much worse, but within it. Turns with one possible play are not listed.</source>
        <translation>الخط: فرصتك في الفوز. المتقطع: مع لعب الخبير. الأحمر: خطأ، أي أن لعب الخبير يُقدَّر أفضل بعشر نقاط فوق هامش التقدير؛ «غير أكيد»: أسوأ بالقدر نفسه لكن ضمن الهامش. الأدوار التي فيها لعبة واحدة ممكنة لا تُعرض.</translation>
    </message>
    <message>
        <source>&amp;Back to the game</source>
        <translation>ا&amp;رجع إلى اللعبة</translation>
    </message>
    <message>
        <source>Leave the review (Esc)</source>
        <translation>اترك المراجعة (Esc)</translation>
    </message>
    <message>
        <source>Mistakes: {mistakes}</source>
        <translation>الأخطاء: {mistakes}</translation>
    </message>
    <message>
        <source>Missed captures: {captures}</source>
        <translation>أكلات فائتة: {captures}</translation>
    </message>
    <message>
        <source>No decision with a choice to review yet.</source>
        <translation>لا يوجد بعد قرار فيه اختيار لمراجعته.</translation>
    </message>
    <message>
        <source>Turn {turn} · {card} · as Expert</source>
        <translation>الدور {turn} · {card} · كما يلعب الخبير</translation>
    </message>
    <message>
        <source>Turn {turn} · {card} · as good as Expert</source>
        <translation>الدور {turn} · {card} · بجودة لعب الخبير</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>خطأ</translation>
    </message>
    <message>
        <source>unsure</source>
        <translation>غير أكيد</translation>
    </message>
    <message>
        <source>{verdict} · missed capture</source>
        <translation>{verdict} · أكلة فائتة</translation>
    </message>
    <message>
        <source>missed capture</source>
        <translation>أكلة فائتة</translation>
    </message>
    <message>
        <source>Turn {turn} · {card} · {change} · {verdict}</source>
        <translation>الدور {turn} · {card} · {change} · {verdict}</translation>
    </message>
    <message>
        <source>Turn {turn} · {card} · {change}</source>
        <translation>الدور {turn} · {card} · {change}</translation>
    </message>
    <message>
        <source>You: {play} ({chance})</source>
        <translation>أنت: {play} ({chance})</translation>
    </message>
    <message>
        <source>Expert: {play} ({chance})</source>
        <translation>الخبير: {play} ({chance})</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>&lt;h2&gt;The cards on the board&lt;/h2&gt;</source>
        <extracomment>one picture per kind of card that acts on the board (the Ten&apos;s and Queen&apos;s discards have none)</extracomment>
        <translation>&lt;h2&gt;الأوراق على اللوحة&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;As the board shows a play before you make it: where the marble goes, a red ring on each marble sent Home.&lt;/p&gt;</source>
        <translation>&lt;p&gt;كما تعرضها اللوحة قبل أن تلعبها: وين تروح الكرة، وحلقة حمراء على كل كرة ترجع إلى البيت.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;li&gt;&lt;b&gt;{name}&lt;/b&gt; ({colour}): a person at this computer&lt;/li&gt;</source>
        <translation>&lt;li&gt;&lt;b&gt;{name}&lt;/b&gt; ({colour}): شخص على هذا الكمبيوتر&lt;/li&gt;</translation>
    </message>
    <message>
        <source>&lt;li&gt;&lt;b&gt;{name}&lt;/b&gt; ({colour}): a CPU, level {level}&lt;/li&gt;</source>
        <translation>&lt;li&gt;&lt;b&gt;{name}&lt;/b&gt; ({colour}): كمبيوتر، مستوى {level}&lt;/li&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;At this table&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;على هذه الطاولة&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;The CPU players&lt;/h2&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Random&lt;/b&gt;: picks one of its cards that has a legal action, then one of that card&apos;s legal
actions, at random (the game description&apos;s CPU).&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Greedy&lt;/b&gt;: plays the action that leaves the best position on the board by a fixed measure:
marbles out and forward, opponents sent Home, risk of being captured.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Expert&lt;/b&gt;: imagines the hidden cards and traps many ways and plays the action that does best on
average over its next turn.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;A CPU sees only what a seated player sees: its own hand, the board, the Firepit, how many cards each
hand and the Deck hold, and traps only once they have fired.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;لاعبو الكمبيوتر&lt;/h2&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;عشوائي&lt;/b&gt;: يختار عشوائيًا ورقة من أوراقه لها حركة مسموحة، ثم حركة من حركاتها المسموحة
(كمبيوتر وصف اللعبة).&lt;/li&gt;
&lt;li&gt;&lt;b&gt;طمّاع&lt;/b&gt;: يلعب الحركة التي تترك أحسن وضع على اللوحة بمقياس ثابت: كرات طالعة ومتقدمة،
خصوم راجعون إلى البيت، وخطر أن تنأكل كراته.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;خبير&lt;/b&gt;: يتخيّل الأوراق والفخاخ المخفية بطرق كثيرة ويلعب الحركة التي تعطي أحسن نتيجة في المتوسط
خلال دوره القادم.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;الكمبيوتر ما يشوف إلا اللي يشوفه اللاعب الجالس: أوراقه، واللوحة، والمحرقة، وكم ورقة في كل يد وفي
الكومة، والفخاخ بعد ما تنطلق فقط.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys&lt;/h2&gt;
&lt;p&gt;The keys act on the board when it has the keyboard focus (after typing in the chat, click the
board first):&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;1&lt;/b&gt;-&lt;b&gt;5&lt;/b&gt;: choose a card of your hand, counted from the left.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Tab&lt;/b&gt;: go to the next ringed marble; &lt;b&gt;Space&lt;/b&gt;: choose it, or leave it.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;F&lt;/b&gt;: field a marble with the chosen Ace or King; with none chosen, with the one you hold.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Enter&lt;/b&gt;: play what you have chosen.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Esc&lt;/b&gt;: deselect; in a replay, back to the game.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;H&lt;/b&gt;: a hint.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;{undo}&lt;/b&gt;: take back your last action (the game then counts as assisted); Game → Redo
plays it again.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;{rules}&lt;/b&gt;: these rules.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;h2&gt;المفاتيح&lt;/h2&gt;
&lt;p&gt;المفاتيح تعمل على اللوحة حين يكون تركيز لوحة المفاتيح عليها (بعد الكتابة في الدردشة، اضغط على
اللوحة أولًا):&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;1&lt;/b&gt;-&lt;b&gt;5&lt;/b&gt;: اختر ورقة من يدك، بالعدّ من اليمين.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Tab&lt;/b&gt;: انتقل إلى الكرة التالية المحاطة بحلقة؛ &lt;b&gt;Space&lt;/b&gt;: اخترها، أو اتركها.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;F&lt;/b&gt;: طلّع كرة بالإكه أو الشايب المختار؛ وإذا ما اخترت، باللي في يدك منهم.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Enter&lt;/b&gt;: العب ما اخترته.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Esc&lt;/b&gt;: ألغِ الاختيار؛ وفي إعادة العرض، ارجع إلى اللعبة.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;H&lt;/b&gt;: تلميح.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;{undo}&lt;/b&gt;: تراجع عن آخر حركة لك (وتُحسب اللعبة عندها «بمساعدة»)؛ واللعبة ← أعد
يلعبها من جديد.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;{rules}&lt;/b&gt;: هذه القواعد.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Jackaroo&lt;/h1&gt;
&lt;h2&gt;The goal&lt;/h2&gt;
&lt;p&gt;&lt;b&gt;In short:&lt;/b&gt; play one card a turn to bring your marbles out of your Home Zone, all the way
round the Track and into your Safe Zone; the first with all four there wins.&lt;/p&gt;
&lt;p&gt;Four players race their marbles around the board. Each player owns four marbles of one colour.
The first player to bring all four marbles into
their own Safe Zone wins the game at once.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;جاكارو&lt;/h1&gt;
&lt;h2&gt;الهدف&lt;/h2&gt;
&lt;p&gt;&lt;b&gt;باختصار:&lt;/b&gt; العب ورقة وحدة في كل دور لتطلّع كراتك من البيت، وتلف بها المسار كله،
وتدخّلها منطقة أمانك؛ أول واحد يوصّل كراته الأربع هناك يفوز.&lt;/p&gt;
&lt;p&gt;أربعة لاعبين يتسابقون بكراتهم حول اللوحة. لكل لاعب أربع كرات من لون واحد.
أول لاعب يدخّل كراته الأربع كلها منطقة أمانه
يفوز باللعبة فورًا.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;The board&lt;/h2&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Track&lt;/b&gt;: a ring of 100 cells that every marble travels clockwise.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Home Zone&lt;/b&gt;: where each player&apos;s four marbles wait at the start, and where a marble goes
back when it is sent Home.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Base cell&lt;/b&gt;: the Track cell where a player&apos;s marbles enter the game (a field). A marble
standing on &lt;i&gt;its own&lt;/i&gt; Base cell is protected: no marble may pass it or land on it, not even with
a King, and it cannot be burned or swapped away. On another player&apos;s Base cell it has no protection.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Safe Zone Entry&lt;/b&gt;: the Track cell two cells before a player&apos;s Base cell. From there a marble
turns off the Track into its own Safe Zone; it never passes its own Entry on the Track.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Safe Zone&lt;/b&gt;: four cells (Safe cell 0 to 3) that only their owner can enter. A marble in a
Safe Zone cannot be captured, passed or landed on.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Hidden traps&lt;/b&gt;: eight Trap cells are hidden on the Track. A trap fires only when a marble
&lt;i&gt;lands&lt;/i&gt; on it (passing over does nothing): that marble goes back Home, and the trap moves to a new
hidden cell. There are always eight traps.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;h2&gt;اللوحة&lt;/h2&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;المسار&lt;/b&gt;: حلقة من 100 خانة تمشي عليها كل الكرات باتجاه عقارب الساعة.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;البيت&lt;/b&gt;: المكان الذي تنتظر فيه كرات كل لاعب الأربع في البداية، وترجع إليه الكرة
لما تنأكل.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;خانة القاعدة&lt;/b&gt;: خانة المسار التي تدخل منها كرات اللاعب إلى اللعب (التطليع). الكرة الواقفة
على خانة قاعدتها &lt;i&gt;هي&lt;/i&gt; محمية: ما تتخطاها أي كرة ولا تنزل عليها، حتى بالشايب،
وما تنحرق ولا تتبدل. وعلى قاعدة لاعب آخر ما لها حماية.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;مدخل منطقة الأمان&lt;/b&gt;: خانة المسار التي قبل خانة قاعدة اللاعب بخانتين. منها تلف الكرة
من المسار إلى منطقة أمانها؛ وما تتعدى مدخلها أبدًا على المسار.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;منطقة الأمان&lt;/b&gt;: أربع خانات (خانة الأمان 0 إلى 3) ما يدخلها إلا صاحبها. الكرة في
منطقة الأمان ما تنأكل ولا أحد يتخطاها أو ينزل عليها.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;الفخاخ المخفية&lt;/b&gt;: ثمانية فخاخ مخفية في خانات المسار. الفخ ما ينطلق إلا لما كرة
&lt;i&gt;تنزل&lt;/i&gt; عليه (التخطي فوقه ما يسوي شيء): ترجع هذه الكرة إلى البيت، وينتقل الفخ إلى خانة
مخفية جديدة. دائمًا فيه ثمانية فخاخ.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;A round and a turn&lt;/h2&gt;
&lt;ul&gt;
&lt;li&gt;At the start of each round every player is dealt 4 cards from the Deck. A round has four turns;
in each turn the players act in order clockwise, the player at the bottom of the board first.&lt;/li&gt;
&lt;li&gt;To act, a player chooses one card from their hand and plays it. The played card goes face up on
the Firepit. When the Deck runs low, the Firepit is shuffled into the Deck.&lt;/li&gt;
&lt;li&gt;If the chosen card has no legal action at all, it is dropped on the Firepit without effect.&lt;/li&gt;
&lt;li&gt;A player who lost a card to a Ten or a Queen has one card too few and is &lt;b&gt;skipped&lt;/b&gt; once in
that round for each card lost.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;h2&gt;الجولة والدور&lt;/h2&gt;
&lt;ul&gt;
&lt;li&gt;في بداية كل جولة يُوزَّع على كل لاعب 4 أوراق من الكومة. في الجولة أربعة أدوار؛
في كل دور يلعب اللاعبون بالترتيب باتجاه عقارب الساعة، ويبدأ اللاعب الذي في أسفل اللوحة.&lt;/li&gt;
&lt;li&gt;ليلعب، يختار اللاعب ورقة من يده ويلعبها. الورقة الملعوبة تنحط مكشوفة في
المحرقة. ولما تقل الكومة، تُخلط المحرقة وترجع إلى الكومة.&lt;/li&gt;
&lt;li&gt;إذا الورقة المختارة ما لها أي حركة مسموحة، تنطرح في المحرقة بدون أي أثر.&lt;/li&gt;
&lt;li&gt;اللاعب الذي خسر ورقة بسبب العشرة أو البنت تنقصه ورقة، فـ&lt;b&gt;يتخطاه الدور&lt;/b&gt; مرة في
تلك الجولة عن كل ورقة خسرها.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Moving a marble&lt;/h2&gt;
&lt;p&gt;A card moves a marble an exact number of cells. A marble that lands on another marble sends that
marble Home (a capture). A marble near its Safe Zone Entry continues into its Safe Zone; if the card&apos;s
rank would take it past Safe cell 3, the move is illegal. A Four moves backwards and never enters or
leaves a Safe Zone.&lt;/p&gt;
&lt;p&gt;A move is not allowed when:&lt;/p&gt;
&lt;ol&gt;
&lt;li&gt;a marble in a Safe Zone is in the way or on the target cell;&lt;/li&gt;
&lt;li&gt;a marble standing on its own Base cell is in the way or on the target cell;&lt;/li&gt;
&lt;li&gt;one of your own marbles is in the way or on the target cell;&lt;/li&gt;
&lt;li&gt;the marble would go from its Safe Zone Entry into its Safe Zone while another marble stands on that
Entry (landing on the Entry itself is allowed, and captures);&lt;/li&gt;
&lt;li&gt;more than one marble stands between the start and the target cell (passing one marble and
capturing another is allowed).&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;&lt;b&gt;The King&lt;/b&gt; ignores rules 3, 4 and 5: it sends &lt;i&gt;every&lt;/i&gt; marble on its path and on its
target cell Home, your own included. Rules 1 and 2 stop a King too.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;تحريك الكرة&lt;/h2&gt;
&lt;p&gt;الورقة تحرّك الكرة عددًا محددًا من الخانات بالضبط. الكرة التي تنزل على كرة ثانية ترجّع تلك
الكرة إلى البيت (أكل). الكرة القريبة من مدخل منطقة أمانها تكمل إلى داخل منطقة الأمان؛ وإذا رقم
الورقة يوديها أبعد من خانة الأمان 3، فالحركة غير مسموحة. الأربعة تتحرك إلى الوراء وما تدخل
منطقة الأمان ولا تطلع منها.&lt;/p&gt;
&lt;p&gt;الحركة غير مسموحة إذا:&lt;/p&gt;
&lt;ol&gt;
&lt;li&gt;كرة في منطقة الأمان في الطريق أو على الخانة المقصودة؛&lt;/li&gt;
&lt;li&gt;كرة واقفة على خانة قاعدتها في الطريق أو على الخانة المقصودة؛&lt;/li&gt;
&lt;li&gt;كرة من كراتك في الطريق أو على الخانة المقصودة؛&lt;/li&gt;
&lt;li&gt;الكرة بتدخل من مدخل منطقة أمانها إلى منطقة الأمان وكرة ثانية واقفة على ذلك
المدخل (النزول على المدخل نفسه مسموح، ويأكل)؛&lt;/li&gt;
&lt;li&gt;أكثر من كرة واحدة بين خانة البداية والخانة المقصودة (تخطي كرة وحدة وأكل كرة ثانية
مسموح).&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;&lt;b&gt;الشايب&lt;/b&gt; ما يلتزم بالقواعد 3 و4 و5: يرجّع &lt;i&gt;كل&lt;/i&gt; كرة في طريقه وعلى
خانته المقصودة إلى البيت، حتى كراتك. والقاعدتان 1 و2 توقفان الشايب أيضًا.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;The cards&lt;/h2&gt;
&lt;table border=&quot;1&quot; cellspacing=&quot;0&quot; cellpadding=&quot;4&quot;&gt;
&lt;tr&gt;&lt;th&gt;Card&lt;/th&gt;&lt;th&gt;What it does&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Two, Three, Six, Eight, Nine&lt;/td&gt;&lt;td&gt;Move one of your marbles forward by the card&apos;s rank.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ace&lt;/td&gt;&lt;td&gt;Field a marble (from your Home Zone onto your Base cell), or move 1.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Four&lt;/td&gt;&lt;td&gt;Move one of your marbles 4 cells backwards.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Five&lt;/td&gt;&lt;td&gt;Move &lt;i&gt;any&lt;/i&gt; marble on the Track 5 forward, yours or an opponent&apos;s. An
opponent&apos;s marble moved this way never enters a Safe Zone.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Seven&lt;/td&gt;&lt;td&gt;Move 7, or split the seven between two of your marbles (for example 3 and 4).
If either part is illegal, nothing moves.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ten&lt;/td&gt;&lt;td&gt;Move 10, or make the next player discard a random card to the Firepit (not
allowed if their hand is empty).&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Jack&lt;/td&gt;&lt;td&gt;Move 11, or swap one of your marbles on the Track with an opponent&apos;s marble on the
Track that is not on its own Base cell. A swap never fires a trap.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Queen&lt;/td&gt;&lt;td&gt;Move 12, or make a random opponent who holds cards discard a random card to the
Firepit.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;King&lt;/td&gt;&lt;td&gt;Field a marble, or move 13 and send every marble on the path Home.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Burner&lt;/td&gt;&lt;td&gt;Burn: send an opponent&apos;s marble on the Track Home (not one on its own Base
cell).&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Saver&lt;/td&gt;&lt;td&gt;Save: put one of your marbles from the Track (its Base cell included) on a random
empty cell of your Safe Zone.&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;To &lt;b&gt;field&lt;/b&gt; a marble you need a marble in your Home Zone and none of your own marbles on your
Base cell; an opponent&apos;s marble on your Base cell is sent Home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;الأوراق&lt;/h2&gt;
&lt;table border=&quot;1&quot; cellspacing=&quot;0&quot; cellpadding=&quot;4&quot;&gt;
&lt;tr&gt;&lt;th&gt;الورقة&lt;/th&gt;&lt;th&gt;وش تسوي&lt;/th&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;اثنين، ثلاثة، ستة، ثمانية، تسعة&lt;/td&gt;&lt;td&gt;حرّك إحدى كراتك إلى الأمام بعدد رقم الورقة.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;الإكه&lt;/td&gt;&lt;td&gt;طلّع كرة (من بيتك إلى خانة قاعدتك)، أو تحرّك 1.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;الأربعة&lt;/td&gt;&lt;td&gt;رجّع إحدى كراتك 4 خانات إلى الوراء.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;الخمسة&lt;/td&gt;&lt;td&gt;حرّك &lt;i&gt;أي&lt;/i&gt; كرة على المسار 5 إلى الأمام، كرتك أو كرة خصم. وكرة
الخصم المتحركة بهذه الطريقة ما تدخل منطقة الأمان أبدًا.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;السبعة&lt;/td&gt;&lt;td&gt;تحرّك 7، أو قسّم السبعة بين كرتين من كراتك (مثلًا 3 و4).
إذا أي جزء غير مسموح، ما يتحرك شيء.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;العشرة&lt;/td&gt;&lt;td&gt;تحرّك 10، أو خلِّ اللاعب التالي يرمي ورقة عشوائية في المحرقة (غير
مسموح إذا يده فاضية).&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;الولد&lt;/td&gt;&lt;td&gt;تحرّك 11، أو بدّل إحدى كراتك على المسار بكرة خصم على
المسار ما تكون على خانة قاعدتها. التبديل ما يطلق أي فخ.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;البنت&lt;/td&gt;&lt;td&gt;تحرّك 12، أو خلِّ خصمًا عشوائيًا معه أوراق يرمي ورقة عشوائية في
المحرقة.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;الشايب&lt;/td&gt;&lt;td&gt;طلّع كرة، أو تحرّك 13 ورجّع كل كرة في الطريق إلى البيت.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;الحارق&lt;/td&gt;&lt;td&gt;الحرق: رجّع كرة خصم على المسار إلى البيت (ما عدا الكرة التي على خانة
قاعدتها).&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;المنقذ&lt;/td&gt;&lt;td&gt;الإنقاذ: انقل إحدى كراتك من المسار (ومنها خانة قاعدتها) إلى خانة فارغة
عشوائية في منطقة أمانك.&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;عشان &lt;b&gt;تطلّع&lt;/b&gt; كرة تحتاج كرة في بيتك وما تكون أي كرة من كراتك على خانة
قاعدتك؛ وكرة الخصم التي على خانة قاعدتك ترجع إلى البيت.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;The wild cards&lt;/h2&gt;
&lt;p&gt;The &lt;b&gt;Burner&lt;/b&gt; and the &lt;b&gt;Saver&lt;/b&gt; have no rank and no suit. The Burner destroys an opponent&apos;s
marble on the Track (a marble on its own Base cell or in a Safe Zone is out of reach). The Saver moves
one of your marbles on the Track straight into a random empty cell of your Safe Zone, skipping the rest
of the way.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;أوراق الجوكر&lt;/h2&gt;
&lt;p&gt;&lt;b&gt;الحارق&lt;/b&gt; و&lt;b&gt;المنقذ&lt;/b&gt; ما لهما رقم ولا نقشة. الحارق يدمّر كرة خصم
على المسار (الكرة التي على خانة قاعدتها أو في منطقة الأمان بعيدة عن متناوله). والمنقذ ينقل
إحدى كراتك على المسار مباشرة إلى خانة فارغة عشوائية في منطقة أمانك، ويختصر باقي
الطريق.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Mistakes&lt;/h2&gt;
&lt;ul&gt;
&lt;li&gt;The game only offers legal selections. If you still ask for an illegal action with a card that has
legal actions, the game explains why, and you keep the card and your turn.&lt;/li&gt;
&lt;li&gt;If the card you chose has no legal action at all, the game says so and the card is discarded to
the Firepit.&lt;/li&gt;
&lt;li&gt;With the &lt;b&gt;strict&lt;/b&gt; setting, any invalid play discards the card and ends your turn, as in the
original description of the game.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;h2&gt;الأخطاء&lt;/h2&gt;
&lt;ul&gt;
&lt;li&gt;اللعبة ما تعرض إلا الاختيارات المسموحة. وإذا طلبت مع ذلك حركة غير مسموحة بورقة لها
حركات مسموحة، تشرح لك اللعبة السبب، وتبقى الورقة معك ويبقى دورك.&lt;/li&gt;
&lt;li&gt;إذا الورقة التي اخترتها ما لها أي حركة مسموحة، تقول لك اللعبة ذلك وتُرمى الورقة في
المحرقة.&lt;/li&gt;
&lt;li&gt;مع إعداد &lt;b&gt;القوانين الصارمة&lt;/b&gt;، أي لعبة غير صحيحة ترمي الورقة وتنهي دورك، كما في
الوصف الأصلي للعبة.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Jackaroo</source>
        <translation>قوانين جاكارو</translation>
    </message>
</context>
<context>
    <name>SeatMarks</name>
    <message>
        <source>{name}&apos;s connection dropped: a CPU plays in {seconds} s unless they come back.</source>
        <extracomment>how often a running countdown is redrawn (milliseconds) the seat whose turn clock runs, and its countdown after a drop: seat -&gt; countdown to a CPU taking over the seat to act (its prompt says why the table waits for it) this app&apos;s own seat, and the attempt at reconnecting (0: connected) while the prompt says the table waits for a dropped line: (the prompt it replaced, the words written in its place)</extracomment>
        <translation>انقطع اتصال {name}: يلعب الحاسوب بعد {seconds} ث ما لم يعد.</translation>
    </message>
    <message>
        <source>Reconnecting… (attempt {attempt})</source>
        <translation>جارٍ إعادة الاتصال… (المحاولة {attempt})</translation>
    </message>
</context>
<context>
    <name>SeatTable</name>
    <message>
        <source>Seat</source>
        <translation>المقعد</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>اللاعب</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>اللون</translation>
    </message>
    <message>
        <source>&amp;{number}. {side}</source>
        <translation>&amp;{number}. {side}</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>اسمك</translation>
    </message>
</context>
<context>
    <name>SeatWords</name>
    <message>
        <source>No clock</source>
        <translation>بلا ساعة</translation>
    </message>
    <message>
        <source>1 minute a turn</source>
        <translation>دقيقة للدور</translation>
    </message>
    <message>
        <source>{minutes} minutes a turn</source>
        <translation>{minutes} دقائق للدور</translation>
    </message>
    <message>
        <source>{seconds} s a turn</source>
        <translation>{seconds} ث للدور</translation>
    </message>
    <message>
        <source>{level} {number}</source>
        <translation>{level} {number}</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (أنت)</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>غير متصل</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>جاهز</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>غير جاهز</translation>
    </message>
    <message>
        <source>(open seat)</source>
        <translation>(مقعد شاغر)</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>الحاسوب</translation>
    </message>
    <message>
        <source>(nobody)</source>
        <translation>(لا أحد)</translation>
    </message>
    <message>
        <source>Left: a CPU plays the seat</source>
        <translation>غادر: يلعب الحاسوب مكانه</translation>
    </message>
    <message>
        <source>Away: a CPU plays until they act</source>
        <translation>غائب: يلعب الحاسوب حتى يعود</translation>
    </message>
    <message>
        <source>Connection dropped: a CPU plays the seat</source>
        <translation>انقطع الاتصال: يلعب الحاسوب مكانه</translation>
    </message>
    <message>
        <source>Connection dropped: a CPU takes over in {seconds} s</source>
        <translation>انقطع الاتصال: يتولى الحاسوب بعد {seconds} ث</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>غير متصل</translation>
    </message>
    <message>
        <source>{seconds} s left to play</source>
        <translation>بقي {seconds} ث للعب</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>متصل</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>CPU {number}</source>
        <extracomment>the name a CPU seat goes by when none is typed (&quot;CPU 2&quot;); {number} is 1 to 4</extracomment>
        <translation>كمبيوتر {number}</translation>
    </message>
</context>
<context>
    <name>ServerConnection</name>
    <message>
        <source>the connection closed</source>
        <extracomment>the socket errors that say no server answers at an address how long a connection may take to be welcomed, in milliseconds: an address that never answers (a firewall that drops the packets) is given up after it the server said ``welcome``: requests may be sent the connection closed or could not be opened, with the reason in English (for the log) ``seq`` did not go up by one: (expected, received) an ``error`` message: code, message, ref (-1: none) a ``tables`` message&apos;s page: offset, total a turn clock that waited for its person&apos;s window runs (its ``deadline``) a ``stats`` message (the server&apos;s figures: ``playing``, ``connections``...) a message no signal above carries (the replies about accounts, ratings, leaderboards and profiles), or an ``error`` answering a request sent with ``own`` (:meth:`send`): the message server message types and the signal carrying each (the whole message unless named here) the refs of requests sent with ``own`` and not answered yet the last attempt found no server at all (refused, no such host, no answer) the last attempt was given up: no welcome within :attr:`timeout_ms` how long the server has to welcome a new connection, in milliseconds</extracomment>
        <translation>أُغلق الاتصال</translation>
    </message>
</context>
<context>
    <name>ServerWatch</name>
    <message>
        <source>The table&apos;s server stopped: starting it again on this computer…</source>
        <translation>توقّف خادم الطاولة: جارٍ تشغيله من جديد على هذا الكمبيوتر…</translation>
    </message>
    <message>
        <source>The table&apos;s server is running again.</source>
        <translation>خادم الطاولة يعمل من جديد.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <extracomment>the preferences as now edited (a :class:`Preferences`)</extracomment>
        <translation>الإعدادات</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>اسمك</translation>
    </message>
    <message>
        <source>S&amp;ound effects</source>
        <translation>المؤثرات ال&amp;صوتية</translation>
    </message>
    <message>
        <source>&amp;Music</source>
        <translation>ال&amp;موسيقى</translation>
    </message>
    <message>
        <source>Music volume</source>
        <translation>مستوى صوت الموسيقى</translation>
    </message>
    <message>
        <source>Allow ta&amp;ke-back against CPUs (the game counts as assisted)</source>
        <translation>اسمح بال&amp;تراجع ضد الكمبيوتر (تُحسب اللعبة «بمساعدة»)</translation>
    </message>
    <message>
        <source>Show &amp;traps</source>
        <translation>أظهر ال&amp;فخاخ</translation>
    </message>
    <message>
        <source>Strict r&amp;ules: an invalid play discards the card</source>
        <translation>&amp;قوانين صارمة: اللعبة غير الصحيحة ترمي الورقة</translation>
    </message>
    <message>
        <source>&amp;Colour-blind symbols on marbles and cells</source>
        <translation>&amp;رموز لعمى الألوان على الكرات والخانات</translation>
    </message>
    <message>
        <source>Show the game &amp;notation in the log</source>
        <translation>أظهر &amp;ترميز اللعبة في السجل</translation>
    </message>
    <message>
        <source>When no card has a move, drop one for me &amp;automatically, whichever it is</source>
        <translation>إذا ما فيه ورقة لها حركة، اطرح وحدة عني &amp;تلقائيًا، أي وحدة كانت</translation>
    </message>
    <message>
        <source>Turn the board to the person who plays (hot-seat)</source>
        <translation>أدر اللوحة نحو الشخص الذي يلعب (اللعب بالتناوب)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <extracomment>the settings, scrolling when the screen is too low for them (the buttons stay in view)</extracomment>
        <translation>الا&amp;سم:</translation>
    </message>
    <message>
        <source>CPU levels apply from the next game.</source>
        <translation>مستويات الكمبيوتر تسري من اللعبة القادمة.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>اللاعبون</translation>
    </message>
    <message>
        <source>Animation &amp;speed:</source>
        <translation>&amp;سرعة الحركة:</translation>
    </message>
    <message>
        <source>CPU &amp;delay:</source>
        <translation>&amp;تمهّل الكمبيوتر:</translation>
    </message>
    <message>
        <source>Music &amp;volume:</source>
        <translation>&amp;صوت الموسيقى:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>اللعب</translation>
    </message>
    <message>
        <source>{name}:</source>
        <translation>{name}:</translation>
    </message>
    <message>
        <source>Please enter your name.</source>
        <translation>من فضلك اكتب اسمك.</translation>
    </message>
    <message>
        <source>A name has at most {limit} characters.</source>
        <translation>الاسم لا يزيد على {limit} حرفًا.</translation>
    </message>
</context>
<context>
    <name>SinceStrip</name>
    <message>
        <source>Since your last turn</source>
        <extracomment>how many lines show at once (more scroll, the newest in view) when the side panel is short of room how many when it has room: a round of the table with a Ten&apos;s discard and the missed turn it costs the side of the colour dot before a line (pixels) a line was clicked: the index of its action in the record Back to the game was clicked</extracomment>
        <translation>منذ دورك الأخير</translation>
    </message>
    <message>
        <source>Click a line to see the board after it; ← and → step</source>
        <translation>انقر سطرًا لترى اللوحة بعده؛ ← و→ للتنقل</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>ارجع إلى اللعبة</translation>
    </message>
    <message>
        <source>Back to the game (Esc, or a click on the board)</source>
        <translation>ارجع إلى اللعبة (Esc، أو انقر على اللوحة)</translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <source>Sound is switched off on this computer (JACKAROO_SOUND)</source>
        <extracomment>every sound, a file ``&lt;name&gt;.wav`` in resources/sounds (made by scripts/make_sounds.py) the environment variable that turns audio off whatever the settings say (&quot;off&quot;, &quot;0&quot;, &quot;no&quot;) Qt Multimedia&apos;s notes that optional libraries (PipeWire, VA-API) are missing and which FFmpeg it uses: not problems what Qt Multimedia says while looking for the audio output when no sound server runs not known yet: nothing has been played or probed Qt Multimedia is loaded and an audio output device was found ``JACKAROO_SOUND=off`` in the environment (the tests and the self-test set it) the game was installed without its sounds folder Qt Multimedia cannot be loaded (PySide6-Addons missing, or libpulse0 missing on Linux) Qt Multimedia finds no audio output device</extracomment>
        <translation>الصوت مطفأ على هذا الكمبيوتر (JACKAROO_SOUND)</translation>
    </message>
    <message>
        <source>No sound can play: the game&apos;s sounds are missing</source>
        <translation>لا يمكن تشغيل الصوت: أصوات اللعبة مفقودة</translation>
    </message>
    <message>
        <source>No sound can play: Qt Multimedia could not be loaded (on Linux it needs libpulse0)</source>
        <translation>لا يمكن تشغيل الصوت: تعذّر تحميل Qt Multimedia (على لينكس تحتاج الحزمة libpulse0)</translation>
    </message>
    <message>
        <source>No sound can play: no audio output was found</source>
        <translation>لا يمكن تشغيل الصوت: لم يُعثر على مخرج صوت</translation>
    </message>
</context>
<context>
    <name>StartDialog</name>
    <message>
        <source>Traditional (52 cards, partners opposite)</source>
        <translation>التقليدية (52 ورقة، الشريكان متقابلان)</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>أحمر</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>أخضر</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>أزرق</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>أصفر</translation>
    </message>
    <message>
        <source>{rules} (traps, Burner and Saver)</source>
        <translation>{rules} (فخاخ، الحارق والمنقذ)</translation>
    </message>
    <message>
        <source>{level}: wins {wins} in 10 against three {opponents} CPUs ({games} games)</source>
        <translation>{level}: يفوز {wins} من كل 10 ضد ثلاثة حواسيب بمستوى {opponents} ({games} لعبة)</translation>
    </message>
    <message>
        <source>(Four players of equal strength each win 1 game in 4.)</source>
        <translation>(أربعة لاعبين متكافئون: يفوز كل واحد منهم بلعبة من كل 4.)</translation>
    </message>
    <message>
        <source>Random (the game description&apos;s CPU)</source>
        <translation>عشوائي (كمبيوتر وصف اللعبة)</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>طمّاع</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>خبير</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>لعبة جديدة</translation>
    </message>
    <message>
        <source>random</source>
        <extracomment>the rules to play (item data: the ruleset name)</extracomment>
        <translation>عشوائية</translation>
    </message>
    <message>
        <source>&amp;Seed (optional):</source>
        <translation>ال&amp;بذرة (اختيارية):</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;العب</translation>
    </message>
    <message>
        <source>Each seat is played by a person at this computer or by a CPU. With several people, each hand stays hidden until its owner takes the seat. With no person, watch the CPUs.</source>
        <translation>يلعب كل مقعد شخص على هذا الكمبيوتر أو الكمبيوتر نفسه. مع أكثر من شخص، تبقى أوراق كل واحد مخفية حتى يجلس صاحبها. وبدون أي شخص، تفرّج على الكمبيوتر يلعب.</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>ال&amp;قوانين:</translation>
    </message>
    <message>
        <source>The default rules need a player in every seat.</source>
        <translation>القوانين الافتراضية تحتاج لاعبًا في كل مقعد.</translation>
    </message>
    <message>
        <source>A game needs at least two players.</source>
        <translation>اللعبة تحتاج لاعبين اثنين على الأقل.</translation>
    </message>
    <message>
        <source>Please enter your name.</source>
        <translation>من فضلك اكتب اسمك.</translation>
    </message>
    <message>
        <source>Please give every person a name.</source>
        <translation>من فضلك أعطِ كل شخص اسمًا.</translation>
    </message>
    <message>
        <source>A name has at most {limit} characters.</source>
        <translation>الاسم لا يزيد على {limit} حرفًا.</translation>
    </message>
    <message>
        <source>Two seats have the same name.</source>
        <translation>مقعدان لهما الاسم نفسه.</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>تحت</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>يسار</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>فوق</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>يمين</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>إنسان</translation>
    </message>
    <message>
        <source>CPU Random</source>
        <translation>كمبيوتر عشوائي</translation>
    </message>
    <message>
        <source>CPU Greedy</source>
        <translation>كمبيوتر طمّاع</translation>
    </message>
    <message>
        <source>CPU Expert</source>
        <translation>كمبيوتر خبير</translation>
    </message>
    <message>
        <source>Empty seat</source>
        <translation>مقعد فارغ</translation>
    </message>
    <message>
        <source>A person at this computer (hot-seat)</source>
        <translation>شخص على هذا الكمبيوتر (بالتناوب)</translation>
    </message>
    <message>
        <source>The game description&apos;s CPU: any legal card</source>
        <translation>كمبيوتر وصف اللعبة: أي ورقة مسموحة</translation>
    </message>
    <message>
        <source>The best-looking move right now</source>
        <translation>أحسن حركة ظاهرة الحين</translation>
    </message>
    <message>
        <source>Also plays out what the others may answer</source>
        <translation>ويحسب أيضًا رد الآخرين المحتمل</translation>
    </message>
    <message>
        <source>Nobody sits here (traditional rules only)</source>
        <translation>ما أحد يجلس هنا (القوانين التقليدية فقط)</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <extracomment>room beside the words of a column&apos;s header, in pixels the player confirmed Reset</extracomment>
        <translation>الإحصاءات</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>لُعبت</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>فزت</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>نسبة الفوز %</translation>
    </message>
    <message>
        <source>Fastest win (turns)</source>
        <translation>أسرع فوز (أدوار)</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>عشوائي</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>طمّاع</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>خبير</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>أستاذ</translation>
    </message>
    <message>
        <source>All</source>
        <extracomment>the Online column: the online games the player sat in, per ruleset</extracomment>
        <translation>الكل</translation>
    </message>
    <message>
        <source>Current win streak:</source>
        <translation>سلسلة الفوز الحالية:</translation>
    </message>
    <message>
        <source>Best win streak:</source>
        <translation>أفضل سلسلة فوز:</translation>
    </message>
    <message>
        <source>Marbles you captured:</source>
        <translation>الكرات التي أكلتها:</translation>
    </message>
    <message>
        <source>Assisted games (a move taken back):</source>
        <extracomment>games with a move taken back: counted apart, in no level&apos;s figures and no streak</extracomment>
        <translation>ألعاب بمساعدة (تراجع عن حركة):</translation>
    </message>
    <message>
        <source>Finished games are counted under the strongest CPU level at the table. A turn is one go round the table, four to a round.</source>
        <translation>تُحسب الألعاب المنتهية تحت أقوى مستوى للكمبيوتر على الطاولة. الدور لفّة واحدة حول الطاولة، وفي الجولة أربعة أدوار.</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;صفّر…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your games against the CPU players&lt;/b&gt;</source>
        <translation>&lt;b&gt;ألعابك ضد لاعبي الكمبيوتر&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Online&lt;/b&gt;</source>
        <translation>&lt;b&gt;على الإنترنت&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Online games you sat in, by the rules they were played by; a win of your side counts.</source>
        <translation>الألعاب على الإنترنت التي جلستَ فيها، حسب القوانين التي لُعبت بها؛ ويُحسب فوز فريقك.</translation>
    </message>
    <message>
        <source>{played} played, {won} won</source>
        <translation>لُعبت {played}، فاز في {won}</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>صفّر الإحصاءات</translation>
    </message>
    <message>
        <source>Forget all your statistics? This cannot be undone.</source>
        <translation>تنسى كل إحصاءاتك؟ لا يمكن التراجع عن هذا.</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <source>Online table</source>
        <extracomment>what the host may put in a seat (set_seat kinds), in the order offered the turn clocks a table may have, in seconds (0: none) the panel&apos;s widest (pixels) &quot;Sit here&quot;: move to this open seat the host swaps these two seats the host&apos;s table settings: turn seconds, spectators may chat</extracomment>
        <translation>طاولة عبر الإنترنت</translation>
    </message>
    <message>
        <source>&amp;Ready</source>
        <translation>&amp;جاهز</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;غادر الطاولة</translation>
    </message>
    <message>
        <source>&amp;Copy code</source>
        <translation>ا&amp;نسخ الرمز</translation>
    </message>
    <message>
        <source>Copy invitation lin&amp;k</source>
        <translation>انسخ رابط الد&amp;عوة</translation>
    </message>
    <message>
        <source>Turn clock:</source>
        <translation>ساعة الدور:</translation>
    </message>
    <message>
        <source>Spectators may &amp;chat</source>
        <translation>يمكن للمشاهدين ال&amp;دردشة</translation>
    </message>
    <message>
        <source>Sit here</source>
        <translation>اجلس هنا</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>بدّل</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>المقعد {number}</translation>
    </message>
    <message>
        <source>Open for a person</source>
        <translation>شاغر لشخص</translation>
    </message>
    <message>
        <source>Nobody (classic only)</source>
        <translation>لا أحد (التقليدية فقط)</translation>
    </message>
    <message>
        <source>CPU: {level}</source>
        <translation>الحاسوب: {level}</translation>
    </message>
    <message>
        <source>Invite friends: address &lt;b&gt;{address}&lt;/b&gt;, code &lt;b&gt;{code}&lt;/b&gt;</source>
        <translation>ادعُ أصدقاءك: العنوان &lt;b&gt;{address}&lt;/b&gt;، الرمز &lt;b&gt;{code}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Table at {address}</source>
        <translation>الطاولة على {address}</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>القواعد: {rules}</translation>
    </message>
    <message>
        <source>The game begins when every seat is filled and every person is ready ({ready} of {people}).</source>
        <translation>تبدأ اللعبة حين تُشغل كل المقاعد ويجهز الجميع ({ready} من {people}).</translation>
    </message>
    <message>
        <source>Team {number}</source>
        <translation>الفريق {number}</translation>
    </message>
</context>
<context>
    <name>TableReturn</name>
    <message>
        <source>Table {table} with {names}, hosted on this computer (port {port})</source>
        <extracomment>the errors that say a kept seat is gone for good the server hosted here is starting again for the kept seat</extracomment>
        <translation>الطاولة {table} مع {names}، مستضافة على هذا الحاسوب (المنفذ {port})</translation>
    </message>
    <message>
        <source>Table {table}, hosted on this computer (port {port})</source>
        <translation>الطاولة {table}، مستضافة على هذا الحاسوب (المنفذ {port})</translation>
    </message>
    <message>
        <source>Table {table} with {names} at {address}</source>
        <translation>الطاولة {table} مع {names} على {address}</translation>
    </message>
    <message>
        <source>Table {table} at {address}</source>
        <translation>الطاولة {table} على {address}</translation>
    </message>
    <message>
        <source>Starting your table&apos;s server on this computer…</source>
        <translation>جارٍ تشغيل خادم طاولتك على هذا الحاسوب…</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Follow the system</source>
        <extracomment>the theme names View &gt; Theme offers, in order (&quot;system&quot; first) the widgets&apos; palette: None keeps the desktop&apos;s own; else (window, text, base, button, accent)</extracomment>
        <translation>حسب النظام</translation>
    </message>
    <message>
        <source>Classic green</source>
        <translation>الأخضر الكلاسيكي</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>داكن</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>تباين عالٍ</translation>
    </message>
</context>
<context>
    <name>WinChanceGraph</name>
    <message>
        <source>Your chance to win after each decision (solid) and with Expert&apos;s play (dashed)</source>
        <extracomment>the room around the plot for the percentage labels (pixels) a decision was clicked: its row</extracomment>
        <translation>فرصتك في الفوز بعد كل قرار (خط متصل) ومع لعب الخبير (خط متقطع)</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Jackaroo</source>
        <extracomment>the first argument that makes the command the online game server (docs/online.md)</extracomment>
        <translation>جاكارو</translation>
    </message>
    <message>
        <source>The game cannot start: {reason}</source>
        <translation>تعذّر تشغيل اللعبة: {reason}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>افتح لعبة</translation>
    </message>
    <message>
        <source>Could not open {path}: {reason}</source>
        <translation>تعذّر فتح {path}: {reason}</translation>
    </message>
</context>
</TS>
