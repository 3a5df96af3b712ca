// Nápověda česky: popisky okna, ovládání, domácí pravidla a u každé hry shrnutí, pravidla podle
// témat a popisky diagramů (pozice jsou v diagrams.js). Stejný tvar jako en.js.

const BOARD_8X8 =
  'Deska 8×8 s tmavým polem v levém rohu každého hráče; 32 tmavých polí se značí a1 až h8. Každá strana má 12 kamenů na tmavých polích svých prvních tří řad. Začíná bílý.';

const FMJD_64_DRAWS =
  'Třetí opakování pozice; 15 tahů každého, v nichž se táhlo jen dámami a nic se nebralo; tři a více dam, které do 15 tahů nevezmou osamocenou dámu; mají-li dámy obě strany a nedojde k braní ani proměně, 30 tahů (4 nebo 5 kamenů na desce) nebo 60 tahů (6 nebo 7 kamenů); a 5 tahů pro dva kameny s dámou proti osamocené dámě, nebo pro tři kameny s dámou proti osamocené dámě na velké diagonále a1–h8.';

const SOLDIERS_CAPTURE = 'Braní je povinné, ale můžete zvolit kterékoli; nemusí to být to největší.';
const SOLDIERS_PROMOTION = 'Dámy tu nejsou: dosažení protějšího trojúhelníku nic nemění.';
const SOLDIERS_END = 'Vyhráváte, když soupeř nemá žádné vojáky nebo na svém tahu nemůže táhnout.';
const SOLDIERS_DRAWS = 'Třetí opakování pozice a 40 tahů každého bez braní.';

export default {
  ui: {
    title: 'Nápověda',
    close: 'Zavřít',
    rulesTab: 'Pravidla her',
    usageTab: 'Ovládání aplikace',
    gameLabel: 'Hra',
    houseRules: 'Domácí pravidla',
    onTheBoard: '(na desce)',
    diagrams: 'Diagramy',
    toMove: { white: 'Na tahu bílý', black: 'Na tahu černý' },
    legend:
      'Šipka ukazuje tah a kameny, které bere, jsou orámované; čárkovaná šipka je jiný dovolený tah, červená tah, který tu pravidla zakazují; tečky značí další pole, kam může kámen dojít.',
    diagramFailed: 'Tento diagram nelze nakreslit:',
  },

  topics: {
    board: 'Deska a základní postavení',
    men: 'Kameny',
    kings: 'Dámy',
    capture: 'Které braní',
    promotion: 'Proměna',
    special: 'Zvláštní pravidlo',
    end: 'Výhra',
    draws: 'Remíza',
    pieces: 'Kameny',
    promote: 'Proměna',
    drops: 'Vkládání',
  },

  usage: [
    {
      title: 'Jak táhnout',
      items: [
        [
          'Myš',
          'Klikněte na svůj kámen a pak na pole, kam má jít, nebo ho tam přetáhněte. U braní o více skocích klikněte na pole, kde končí; když dvě braní končí na stejném poli, klikněte postupně na každé pole dopadu. Kliknutím na jiný svůj kámen volbu změníte, dalším kliknutím na vybraný ji zrušíte.',
        ],
        [
          'Dotyk',
          'Klepněte na kámen a pak na jeho pole. Kameny, které mohou táhnout, jsou označené, kámen, který musí brát, pulzuje, a tečky ukazují, kam může vybraný kámen dopadnout.',
        ],
        [
          'Klávesnice',
          'Tabulátorem přejděte na desku. Šipky posouvají výběr z pole na pole; Enter nebo mezerník vybere kámen na zvoleném poli a pak jeho cíl; Escape výběr zruší. V seznamu tahů se klávesami ← a → posouváte partií o tah zpět a vpřed, Home a End skočí na její začátek a konec.',
        ],
        [
          'Když tah neprojde',
          'Řádek pod deskou řekne proč: braní je povinné, kámen nemůže táhnout, nebo braní musí pokračovat.',
        ],
      ],
    },
    {
      title: 'Tlačítka',
      items: [
        ['Nová hra', 'Začne hru zvolenou v nabídce Hra znovu od začátku.'],
        ['Zpět, Znovu', 'Vezmou tahy zpět a zahrají je znovu; proti počítači vrátí Zpět partii až k vašemu poslednímu tahu.'],
        ['Otočit', 'Otočí desku.'],
        ['Rada', 'Ukáže dobrý tah pro stranu na tahu, na desce i slovy.'],
        [
          'Úlohy',
          'Pozice ze skutečných partií a z partií počítače se sebou samým, kde jediný tah vyhrává nebo zachraňuje partii, každá ověřená enginem, pro dámu, Šestnáct vojáků, šachy a šogi (nejdřív hra, která se právě hraje), nebo z vašich analyzovaných partií. Tah zahrajte jako každý jiný; špatný tah je odmítnut a úloha se počítá jako nevyřešená. Rada ukáže kámen, pak tah; Znovu, Řešení a Další dělají, co říkají. Vaše hodnocení (Glicko-2), série a vyřešené úlohy pro každou hru si pamatuje tento prohlížeč.',
        ],
        ['Táhni hned', 'Přiměje přemýšlející počítač zahrát nejlepší dosud nalezený tah.'],
        [
          'Upravit pozici',
          'Rozmístěte, odeberte a proměňte kameny a zvolte, kdo je na tahu, od prázdné desky nebo od základního postavení; pak z pozice hrajte, nebo ji analyzujte. Když program pozici odmítne, řekne proč.',
        ],
        ['Prohodit strany', 'Bílý a černý si vymění místa: každý hráč převezme druhou stranu.'],
        ['Pauza, Krok', 'V partii počítačů: zastaví ji a znovu rozběhne, nebo nechá počítač na tahu zahrát jeden tah.'],
        [
          'Analýza',
          'Nechá program prozkoumat pozici na desce: do jaké hloubky počítal, hodnocení z pohledu bílého, nejlepší tah a pokračování, které čeká.',
        ],
        [
          'Analýza partie',
          'Analyzovat partii prohledá na pozadí každou pozici partie (na desce se dá dál hrát; Zastavit ponechá, co je hotovo, a tlačítko pak pokračuje). Každý tah, který hodně ztrácí, dostane značku ?! (nepřesnost), ? (chyba) nebo ?? (hrubá chyba) a lepší tah se ukáže v seznamu i jako šipka na desce; tabulka uvádí značky a přesnost každé strany a graf pod deskou šance bílého po každém tahu (kliknutím přejdete na tah). Varianty (1 až 5) ukážou v analýze několik nejlepších variant programu, každou se šipkou; pruh vedle desky ukazuje, kdo stojí lépe. Učit se ze svých chyb znovu postaví každou označenou pozici a vy hledáte lepší tah, s nápovědou a odpovědí. Uložené soubory značky i hodnocení uchovají.',
        ],
        [
          'Pozice',
          'Pozice jako FEN k úpravě nebo vložení; otevření souboru (FEN, výchozí postavení v JSON, soubor PDN — z více partií si jednu vyberete ze seznamu); Vložit; zkopírování FEN nebo partie jako PDN; uložení partie jako PDN; odkaz na tuto partii; uložení celé relace do souboru s kontrolou.',
        ],
        ['Domácí pravidla…', 'Poslední položka nabídky Hra: dáma podle vašich vlastních pravidel (viz záložku s pravidly).'],
        ['Nápověda', 'Otevře toto okno; zavřete ho klávesou Escape nebo tlačítkem Zavřít.'],
      ],
    },
    {
      title: 'Nabídky a seznam tahů',
      items: [
        ['Bílý, Černý', 'Každou stranu hraje člověk, nebo počítač zvolené síly; změnit to jde kdykoli, i uprostřed partie.'],
        ['Hodiny', 'Čas na partii a přídavek za tah pro strany, které hrají lidé; komu dojde čas, prohrává.'],
        ['Rychlost, Deska', 'Jak rychle se ukazují tahy počítače a jak deska vypadá.'],
        ['Tahy', 'Všechny tahy partie; kliknutím na tah uvidíte pozici po něm.'],
        ['Varianty', 'Tah zahraný v dřívější pozici začne variantu: ukáže se odsazená v závorkách pod tahem, který nahrazuje, a nic se neztratí. Kliknutím na její tah ji sledujete; ← a → procházejí ukázanou linií. „Udělat hlavní variantou“ a „Smazat variantu“ platí pro ukázanou variantu; pole pod tahy nese komentář k ukázanému tahu. Uložené PDN a PGN varianty, komentáře i značky zachovají.'],
        [
          'Přehrávání',
          'Tlačítka pod tahy skočí na začátek, o tah zpět, přehrají partii zvolenou rychlostí, o tah vpřed a na konec. „Hrát odsud“ zahodí pozdější tahy a pokračuje z ukázané pozice.',
        ],
      ],
    },
    {
      title: 'Hra s přítelem na dálku',
      items: [
        [
          'Korespondenčně',
          'V „Hra s přítelem na dálku“ zvolte svou stranu a stiskněte Pozvat přítele: stránka vytvoří odkaz (a jeho QR kód), který partii otevře na zařízení přítele s druhou stranou. Po každém tahu se objeví odkaz k odeslání zpět; pošlete ho jakkoli. Každý odkaz nese celou partii a kontrolní součet, takže starší odkaz, odkaz jiné partie nebo odkaz cestou změněný je odmítnut s důvodem a nic se neztratí. Odkaz lze také vložit do „Odkaz od přítele“.',
        ],
        [
          'Živě',
          'Začít živou hru ukáže krátký text a jeho QR kód; přítel stiskne Připojit se k živé hře, text vloží, stiskne Spojit a předá vám odpověď, kterou vložíte a spojíte. Tahy, hodiny a nabídky pak jdou přímo mezi oběma zařízeními; žádný server Damy se neúčastní. V jedné síti nic dalšího netřeba; pro zařízení v různých sítích nastavte server STUN (žádný nastaven není a stránka sama nikoho nekontaktuje).',
        ],
        [
          'Přerušené spojení',
          'Každá strana si drží celou partii. Jeden z vás začne znovu a druhý se připojí: stránky porovnají své partie a každá si vezme tahy, které jí chybí, takže se nic neztratí ani nezahraje dvakrát.',
        ],
        [
          'Vzdát, remíza, vrácení tahu',
          'Pod šachovnicí v každé partii mezi lidmi: Vzdát se; Nabídnout remízu, kterou druhý hráč přijme nebo odmítne; Požádat o vrácení svého posledního tahu, které druhý povolí nebo odmítne. Jak partie skončila, se uloží do jejího PDN nebo PGN (Termination).',
        ],
        [
          'Partie s přáteli',
          'Seznam pod rámečkem drží v tomto prohlížeči každou partii s přítelem — kdo je na tahu, poslední tah a kdy — i po obnovení stránky, otevřené z disku i ze serveru. Kliknutím na ni v ní pokračujete.',
        ],
        [
          'Bezpečnost',
          'Každý tah od přítele ověří engine, než se zahraje; tah za vaši stranu, mimo pořadí nebo po konci partie a každá poškozená nebo příliš velká zpráva je odmítnuta a ukázána. Rady a analýza jsou během partie s přítelem vypnuté.',
        ],
      ],
    },
  ],

  house: {
    summary:
      'V nabídce Hra zvolte „Domácí pravidla…“ a hrajte dámu podle vlastních pravidel. Formulář vychází z pravidel rozehrané hry, jiné diagonální hry, nebo z Warcab (8×8, kameny berou i dozadu, dlouhé dámy, braní podle libosti).',
    items: [
      ['Deska', '8×8 s 12 kameny na každé straně, nebo 10×10 s 20.'],
      ['Dámy', 'Dlouhé (o libovolný počet polí po diagonále), nebo krátké (o jedno pole).'],
      ['Které braní', 'Kterékoli, co nejvíc kamenů, nejdřív braní dámou, nebo italské pořadí.'],
      ['Kámen, který při braní dojde na poslední řadu', 'Pokračuje jako kámen, promění se a pokračuje jako dáma, nebo se promění a tah končí.'],
      ['Kdo začíná', 'Bílý, nebo černý.'],
      ['Remíza', 'Při druhém, třetím nebo čtvrtém výskytu stejné pozice, nebo nikdy; a po daném počtu tahů dámami bez braní.'],
      ['Přepínače', 'Zda kameny berou dozadu, zda kameny smějí brát dámy a zda je braní povinné.'],
    ],
    note: 'Partie s domácími pravidly vydrží i znovunačtení stránky a do souborů PDN se ukládá i s pravidly.',
  },

  games: {
    international: {
      title: 'Mezinárodní dáma',
      summary: 'Světový standard: deska 10×10, kameny berou i dozadu, dlouhé dámy a pravidlo většiny.',
      rules: {
        board:
          'Deska 10×10; hraje se jen na 50 tmavých polích, číslovaných 1 až 50 od strany černého. Každý hráč má 20 kamenů na svých prvních čtyřech řadách. Začíná bílý.',
        men: 'Kámen táhne o jedno pole šikmo vpřed. Bere dopředu i dozadu: přeskočí sousední soupeřův kámen na volné pole hned za ním, a dokud může, musí skákat dál, přičemž smí měnit směr.',
        kings:
          'Dáma je dlouhá: táhne o libovolný počet volných polí po diagonále. Bere kámen v libovolné vzdálenosti, jsou-li pole mezi nimi volná, a dopadne na kterékoli volné pole za ním — může-li však z některého z nich brát dál, musí dopadnout tam a pokračovat.',
        capture:
          'Braní je povinné a musíte vzít co nejvíc kamenů; dáma se počítá jako jeden kámen. Mezi stejně velkými braními si vyberete. Přeskočené kameny se odstraní až po skončení tahu a žádný nelze přeskočit dvakrát.',
        promotion:
          'Kámen, který skončí tah na poslední řadě, se mění v dámu. Když poslední řadou při braní jen projde a musí skákat dál, zůstává kamenem.',
        end: 'Vyhráváte, když soupeř na tahu nemůže táhnout: nemá žádné kameny, nebo jsou všechny zablokované.',
        draws:
          'Třetí opakování pozice se stejnou stranou na tahu; 25 tahů každého, v nichž se táhlo jen dámami a nic se nebralo; tři kameny včetně dámy proti osamocené dámě jsou remíza po 16 tazích každého, dva kameny a méně proti osamocené dámě po 5.',
      },
      diagrams: {
        start: 'Základní postavení: po 20 kamenech na tmavých polích prvních čtyř řad.',
        majority: 'Co nejvíc kamenů: bílý musí vzít dva tahem 28x19x30, druhý skok vede dozadu. Braní jednoho kamene 32x21 dovoleno není.',
        king: 'Dáma z 46 bere 28 z dálky a musí dopadnout na 19, aby mohla pokračovat; bere 13, dopadne na 2, bere 7 a smí skončit na 11 nebo 16.',
        passing: 'Kámen z 12 dojde při braní na poslední řadu (pole 3), ale musí skákat dál přes 9: končí na 14 a zůstává kamenem.',
      },
    },

    brazilian: {
      title: 'Brazilská dáma',
      summary: 'Mezinárodní pravidla na desce 8×8: kameny berou i dozadu, dámy jsou dlouhé a bere se co nejvíc.',
      rules: {
        board: BOARD_8X8,
        men: 'Kámen táhne o jedno pole šikmo vpřed a bere dopředu i dozadu přeskokem sousedního soupeřova kamene; dokud může, skáče dál.',
        kings:
          'Dámy jsou dlouhé: táhnou po diagonále o libovolný počet polí, berou z dálky a dopadají na kterékoli volné pole za braným kamenem — na takové, odkud mohou brát dál, pokud existuje.',
        capture:
          'Braní je povinné a musíte vzít co nejvíc kamenů; dámy a kameny se počítají stejně. Přeskočené kameny se odstraní po skončení tahu.',
        promotion: 'Kámen se mění v dámu, když jeho tah skončí na poslední řadě; průchod přes ni během braní proměnu nepřináší.',
        end: 'Vyhráváte, když soupeř na tahu nemůže táhnout.',
        draws: FMJD_64_DRAWS,
      },
      diagrams: {
        start: 'Základní postavení: po 12 kamenech; velká diagonála a1–h8 vychází z levého rohu bílého.',
        majority: 'Co nejvíc kamenů: d4xf6xh4 bere dva (druhý skok dozadu), proto c3xa5, které bere jen jeden, dovoleno není.',
        king: 'Dáma z a1 přeskočí z dálky c3 a zastaví na f6, jediném poli, odkud může pokračovat; pak bere e7 a dopadne na d8.',
      },
    },

    russian: {
      title: 'Ruská dáma',
      summary:
        'Šaški: kameny berou i dozadu, dámy jsou dlouhé, které braní provedete, je na vás, a kámen proměněný uprostřed braní pokračuje jako dáma.',
      rules: {
        board: BOARD_8X8,
        men: 'Kámen táhne o jedno pole šikmo vpřed. Bere dopředu i dozadu přes sousední soupeřův kámen a dokud může, musí skákat dál.',
        kings:
          'Dámy jsou dlouhé: táhnou o libovolný počet volných polí po diagonále. Dáma bere v libovolné vzdálenosti a dopadá na kterékoli volné pole za braným kamenem; může-li z některého brát dál, musí zvolit takové.',
        capture:
          'Braní je povinné, ale které braní provedete, je na vás: nemusí brát nejvíc kamenů. Začaté braní se musí dokončit. Přeskočené kameny zůstávají na desce až do konce tahu a nelze je přeskočit podruhé („turecký úder“).',
        promotion:
          'Kámen, který dojde na poslední řadu, se hned mění v dámu — i uprostřed braní, a pak v témže tahu bere dál jako dáma.',
        end: 'Vyhráváte, když soupeř na tahu nemůže táhnout.',
        draws: FMJD_64_DRAWS,
      },
      diagrams: {
        start: 'Základní postavení: po 12 kamenech na tmavých polích prvních tří řad.',
        choice: 'Volba braní: bílý smí vzít dva tahem d4xf6xh4, nebo jen jeden tahem c3xa5 (čárkovaně).',
        crowned: 'Kámen z b6 vezme c7 a na d8 se promění; jako dáma hned pokračuje, bere z dálky f6 a smí zastavit na g5 nebo h4.',
      },
    },

    czech: {
      title: 'Česká dáma',
      summary: 'Česká dáma: kameny táhnou a berou jen dopředu, dámy jsou dlouhé a braní dámou má přednost před braním kamenem.',
      rules: {
        board: BOARD_8X8,
        men: 'Kámen táhne o jedno pole šikmo vpřed. Bere jen dopředu, přes sousední soupeřův kámen, a dokud může, skáče dál dopředu.',
        kings:
          'Dámy jsou dlouhé: táhnou i berou po diagonálách v libovolné vzdálenosti, i dozadu, a dopadají na kterékoli volné pole za braným kamenem — na takové, odkud mohou brát dál, pokud existuje.',
        capture:
          'Braní je povinné. Může-li brát některá vaše dáma, musí brát dáma, i kdyby kámen vzal víc. Jinak si vyberete kterékoli braní bez ohledu na počet. Braní se musí dokončit; brané kameny se odstraní po jeho skončení.',
        promotion: 'Kámen, který dojde na poslední řadu, se mění v dámu; jeho tah tam končí a jako dáma táhne od příštího tahu.',
        end: 'Vyhráváte, když soupeř na tahu nemůže táhnout.',
        draws: 'Třetí opakování pozice a 15 tahů každého, v nichž se táhlo jen dámami a nic se nebralo.',
      },
      diagrams: {
        start: 'Základní postavení jako v ruské dámě: po 12 kamenech, začíná bílý.',
        forward: 'Kameny berou jen dopředu: d4 bere e5 (d4xf6), ale c3 za sebou vzít nemůže.',
        kingFirst: 'Nejdřív bere dáma: bílý musí hrát a1xc3 a vzít jeden kámen; braní dvou kamenů kamenem, d4xf6xh8, dovoleno není.',
      },
    },

    english: {
      title: 'Anglická dáma (checkers)',
      summary: 'Checkers: krátké dámy, kameny berou jen dopředu, braní si volíte podle libosti a začíná černý.',
      rules: {
        board:
          'Deska 8×8; 32 tmavých polí je číslováno 1 až 32 od strany černého. Černý má 12 kamenů na polích 1–12 nahoře, bílý 12 na 21–32. Začíná černý (v klubech často s červenými kameny).',
        men: 'Kámen táhne o jedno pole šikmo vpřed. Bere jen dopředu přeskokem sousedního soupeřova kamene a dokud může, musí skákat dál.',
        kings: 'Dáma táhne o jedno pole šikmo libovolným směrem a bere přeskokem sousedního kamene v libovolném směru, tolikrát, kolikrát může.',
        capture:
          'Braní je povinné, ale máte-li víc možností, smíte zvolit kteroukoli, i tu, která bere méně kamenů. Zvolené braní se musí dokončit.',
        promotion: 'Kámen, který dojde na poslední řadu, se mění v dámu a tah tam končí, i kdyby nová dáma mohla skákat dál.',
        end: 'Vyhráváte, když soupeř na tahu nemůže táhnout.',
        draws: 'Třetí opakování pozice a 40 tahů každého bez tahu kamenem a bez braní.',
      },
      diagrams: {
        start: 'Základní postavení: černý na polích 1–12 nahoře začíná; bílý stojí na 21–32.',
        choice: 'Volba braní: bílý smí vzít dva tahem 22x15x8, nebo jen jeden tahem 23x14 (čárkovaně).',
        crowning: 'Kámen z 11 vezme 7 a na poli 2 se promění: tah tam končí, přestože by nová dáma mohla přeskočit 6.',
        king: 'Dáma táhne o jedno pole libovolným šikmým směrem (tečky).',
      },
    },

    italian: {
      title: 'Italská dáma',
      summary: 'Dama italiana: krátké dámy, kameny nesmějí brát dámy a přísné pořadí, které braní provést.',
      rules: {
        board:
          'Deska 8×8 otočená tak, že tmavé rohové pole je vpravo od každého hráče; 32 tmavých polí je číslováno 1 až 32 od strany černého. Po 12 kamenech na 1–12 a 21–32. Začíná bílý.',
        men: 'Kámen táhne o jedno pole šikmo vpřed. Bere jen dopředu a jen kameny — nikdy dámu — a dokud může, musí skákat dál.',
        kings: 'Dáma táhne o jedno pole šikmo libovolným směrem a bere kterýkoli sousední soupeřův kámen v libovolném směru; dokud může, pokračuje.',
        capture:
          'Braní je povinné a vybírá se podle těchto pravidel v pořadí: vzít co nejvíc kamenů; při rovnosti brát dámou, ne kamenem; pak vzít co nejvíc dam; pak narazit na dámu co nejdřív. Teprve potom si smíte vybrat.',
        promotion: 'Kámen, který dojde na poslední řadu, se mění v dámu a jeho tah končí.',
        end: 'Vyhráváte, když soupeř na tahu nemůže táhnout.',
        draws: 'Třetí opakování pozice a 40 tahů každého bez tahu kamenem a bez braní.',
      },
      diagrams: {
        start: 'Základní postavení: tmavé rohové pole desky, pole 32, je vpravo od bílého.',
        noKing: 'Kámen nesmí brát dámu: kámen z 22 nesmí přeskočit dámu na 18; může jen táhnout na 19.',
        quantity: 'Nejdřív co nejvíc kamenů: 23x16x7 bere dva, proto 22x13, které bere jeden, dovoleno není.',
        kingFirst: 'Obě braní berou jeden kámen, proto musí brát dáma (15x6), ne kámen z 22.',
      },
    },

    pool: {
      title: 'Americký pool',
      summary: 'Pool checkers: kameny berou i dozadu, dámy jsou dlouhé, braní si volíte podle libosti a začíná černý.',
      rules: {
        board:
          'Deska jako v checkers: 32 tmavých polí číslovaných 1 až 32 od strany černého, po 12 kamenech. Začíná černý na 1–12; bílý stojí na 21–32.',
        men: 'Kámen táhne o jedno pole šikmo vpřed. Bere dopředu i dozadu přes sousední soupeřův kámen a dokud může, skáče dál.',
        kings:
          'Dámy jsou dlouhé: táhnou o libovolný počet volných polí po diagonále. Dáma bere v libovolné vzdálenosti a dopadá na kterékoli volné pole za braným kamenem — na takové, odkud může brát dál, pokud existuje.',
        capture:
          'Braní je povinné a které provedete, je na vás, i to menší. Zvolené braní se musí dokončit; brané kameny se odstraní na jeho konci.',
        promotion:
          'Kámen, který skončí tah na poslední řadě, se mění v dámu. Dojde-li na ni během braní a může skákat dál, musí, a zůstává kamenem.',
        end: 'Vyhráváte, když soupeř na tahu nemůže táhnout.',
        draws:
          'Tři dámy proti jedné musí vyhrát do 13 tahů. Dama navíc uzná remízu při třetím opakování pozice a po 40 tazích každého bez tahu kamenem a bez braní.',
      },
      diagrams: {
        start: 'Základní postavení jako v anglické dámě: začíná černý na 1–12.',
        backward: 'Kameny berou i dozadu: kámen z 18 vezme 22 a dopadne na 25.',
        passing: 'Kámen z 11 dojde na poslední řadu na poli 2, ale musí skákat dál přes 6: končí na 9 a zůstává kamenem.',
        king: 'Dáma z 29 vezme z dálky 22 a smí zastavit na kterémkoli volném poli za ním (tečky).',
      },
    },

    antidraughts: {
      title: 'Antidáma',
      summary: 'Mezinárodní dáma naruby: vyhrává ten, kdo první nemůže táhnout — přišel o všechny kameny, nebo jsou zablokované.',
      rules: {
        board: 'Jako v mezinárodní dámě: 10×10, po 20 kamenech, začíná bílý.',
        men: 'Jako v mezinárodní dámě: o jedno pole šikmo vpřed, bere dopředu i dozadu.',
        kings: 'Jako v mezinárodní dámě: dámy jsou dlouhé.',
        capture:
          'Braní je povinné a musíte vzít co nejvíc kamenů — v tom je podstata hry: nabízejte své kameny tak, aby je soupeř musel brát.',
        promotion: 'Jako v mezinárodní dámě: kámen se mění v dámu, když jeho tah skončí na poslední řadě.',
        end: 'Vyhráváte, když na svém tahu nemůžete táhnout: všechny vaše kameny jsou pryč, nebo zablokované.',
        draws: 'Jen třetí opakování pozice; žádné limity tahů.',
      },
      diagrams: {
        start: 'Základní postavení jako v mezinárodní dámě.',
        forced: 'Černý musí brát, a to co nejvíc: 23x32x41 bere dva kameny — přesně to, co bílý chtěl.',
        blocked: 'Bílý je na tahu a nemůže táhnout: kámen na 6 je zablokovaný. Bílý vyhrává.',
      },
    },

    breakthrough: {
      title: 'Průlom',
      summary: 'Mezinárodní dáma, v níž vyhrává ten, kdo první promění kámen v dámu.',
      rules: {
        board: 'Jako v mezinárodní dámě: 10×10, po 20 kamenech, začíná bílý.',
        men: 'Jako v mezinárodní dámě: o jedno pole šikmo vpřed, bere dopředu i dozadu.',
        kings: 'Dámy se skoro neobjeví: první z nich hru ukončí. V zadané pozici jsou dlouhé jako v mezinárodní dámě.',
        capture: 'Braní je povinné a bere se co nejvíc; braní má přednost před tahem do dámy.',
        promotion: 'Kámen, který poslední řadou jen projde během braní, se nepromění a nevyhrává.',
        end: 'Vyhrává hned ten, jehož kámen první skončí tah na poslední řadě. Kdo nemůže táhnout, prohrává.',
        draws: 'Žádná: kameny táhnou jen dopředu, takže každá partie skončí.',
      },
      diagrams: {
        start: 'Základní postavení jako v mezinárodní dámě.',
        crown: '7-1 (nebo 7-2, tečka) promění kámen v dámu a hned vyhrává.',
        captureFirst: 'Braní má přednost: bílý musí hrát 32x21 a v tomto tahu nemůže jít do dámy tahem 7-1.',
      },
    },

    turkish: {
      title: 'Turecká dáma',
      summary: 'Dama: po 16 kamenech na všech 64 polích, táhne a bere se rovně — dopředu a do stran — a dámy létají jako věže.',
      rules: {
        board: 'Deska 8×8, hraje se na všech 64 polích. Každá strana má 16 kamenů na druhé a třetí řadě; zadní řady jsou na začátku prázdné. Začíná bílý.',
        men: 'Kámen táhne o jedno pole rovně vpřed nebo do strany, nikdy dozadu ani šikmo. Bere dopředu nebo do strany přeskokem sousedního soupeřova kamene na volné pole za ním a dokud může, bere dál.',
        kings:
          'Dáma táhne jako věž: o libovolný počet volných polí po řadě nebo sloupci. Bere kámen v libovolné vzdálenosti na své linii a dopadá na kterékoli volné pole za ním; mezi skoky smí zahnout v pravém úhlu, ale nikdy se obrátit zpět.',
        capture:
          'Braní je povinné a musíte vzít co nejvíc kamenů; dámy i kameny se počítají po jednom. Každý braný kámen hned zmizí z desky, takže jeho pole je po zbytek tahu volné.',
        promotion: 'Kámen, který skončí tah na poslední řadě, se mění v dámu.',
        end: 'Vyhráváte, když soupeř na tahu nemůže táhnout nebo už nemá žádné kameny.',
        draws:
          'Třetí opakování pozice; jeden kámen proti jednomu, pokud strana na tahu nemůže ten druhý hned vzít; a 40 tahů každého bez braní a bez tahu kamenem.',
      },
      diagrams: {
        start: 'Základní postavení: po 16 kamenech na druhé a třetí řadě.',
        men: 'Kámen jde o jedno pole vpřed nebo do strany (tečky), nikdy dozadu.',
        majority: 'Co nejvíc kamenů: d3xd5xf5xf7 bere tři, proto b3xb5, které bere jeden, dovoleno není.',
        king: 'Dáma létá po řadách a sloupcích: z a1 bere a4, c6, e6 a h7 a zatáčí v pravém úhlu.',
      },
    },

    frisian: {
      title: 'Fríská dáma',
      summary: 'Fríská dáma: bere se rovně i šikmo, musí se provést nejcennější braní a dáma smí udělat nejvýš tři tiché tahy za sebou.',
      rules: {
        board: 'Deska 10×10, 50 tmavých polí číslovaných jako v mezinárodní dámě; po 20 kamenech. Začíná bílý.',
        men: 'Kámen táhne o jedno pole šikmo vpřed. Bere v osmi směrech: šikmo a také rovně nahoru, dolů, doleva či doprava přes nejbližší tmavé pole na té linii (o dvě pole dál), dopředu i dozadu, a dokud může, bere dál.',
        kings: 'Dáma táhne šikmo o libovolný počet polí. Bere v libovolné vzdálenosti ve všech osmi směrech a dopadá na kterékoli volné pole za braným kamenem.',
        capture:
          'Braní je povinné a musí se provést braní nejvyšší hodnoty: dáma má větší cenu než jeden kámen, ale menší než dva. Mohou-li dáma i kámen provést braní stejné hodnoty, musí brát dáma. Brané kameny se odstraní po tahu.',
        promotion: 'Kámen, který skončí tah na poslední řadě, se mění v dámu; průchod přes ni během braní proměnu nepřináší.',
        special: 'Dokud máte kameny, smí táž dáma udělat nejvýš tři tahy za sebou bez braní; pak táhněte jiným kamenem nebo berte.',
        end: 'Vyhráváte, když soupeř na tahu nemůže táhnout nebo už nemá žádné kameny.',
        draws:
          'Dvě dámy proti jedné musí vyhrát do sedmi tahů. Dáma proti dámě je remíza hned, pokud braní nenásleduje okamžitě nebo se mu nedá vyhnout. Pravidlo o opakování pozice tu neplatí.',
      },
      diagrams: {
        start: 'Základní postavení jako v mezinárodní dámě.',
        straight: 'Kámen bere i rovně: 33 vezme 23 směrem nahoru, pak 12 do strany a skončí na 11.',
        value: 'Dáma má větší cenu než kámen: bílý musí vzít dámu tahem 34x23, ne kámen tahem 32x21.',
        king: 'Dáma bere rovně v libovolné vzdálenosti: 48 vezme 28 a smí zastavit na 18 nebo 8 (tečka).',
      },
    },

    frysk: {
      title: 'Frysk!',
      summary: 'Frysk!: pravidla fríské dámy s pouhými pěti kameny na každé straně, na zadních řadách.',
      rules: {
        board: 'Deska 10×10 jako ve fríské dámě, ale každá strana začíná s pěti kameny na své zadní řadě: bílý na 46–50, černý na 1–5. Začíná bílý.',
        men: 'Jako ve fríské dámě: o jedno pole šikmo vpřed; bere v osmi směrech, šikmo i rovně, dopředu i dozadu.',
        kings: 'Jako ve fríské dámě: šikmé tahy o libovolný počet polí, braní v libovolné vzdálenosti v osmi směrech.',
        capture: 'Jako ve fríské dámě: braní nejvyšší hodnoty (dáma má větší cenu než jeden kámen a menší než dva), při rovnosti nejdřív dáma.',
        promotion: 'Kámen, který skončí tah na poslední řadě, se mění v dámu.',
        special: 'Dokud máte kameny, smí táž dáma udělat nejvýš tři tahy za sebou bez braní — s tak málo kameny na tom záleží brzy.',
        end: 'Vyhráváte, když soupeř na tahu nemůže táhnout nebo už nemá žádné kameny.',
        draws: 'Jako ve fríské dámě: dvě dámy proti jedné musí vyhrát do sedmi tahů; dáma proti dámě je remíza, pokud braní nenásleduje hned nebo není vynucené.',
      },
      diagrams: {
        start: 'Základní postavení: po pěti kamenech na zadních řadách.',
        sideways: 'Jako ve fríské dámě berou kameny i rovně: 28 vezme 27 do strany a dopadne na 26.',
      },
    },

    'sixteen-soldiers': {
      title: '16 vojáků',
      summary:
        'Hra z jižní Asie (Sholo Guti, Sixteen Soldiers) na 37 bodech spojených čarami: vojáci táhnou po čarách všemi směry a berou přeskokem.',
      rules: {
        board:
          'Mřížka 5×5 bodů s trojúhelníkem nahoře a dole: 37 bodů spojených čarami. Každý hráč má 16 vojáků, na domácím trojúhelníku a dvou nejbližších řadách. Začíná bílý, který je dole.',
        men: 'Voják táhne po kterékoli čáře na sousední volný bod: dopředu, dozadu, do strany nebo šikmo, kde vede čára. Bere přeskokem sousedního soupeřova vojáka po čáře na volný bod hned za ním a dokud může, musí skákat dál; každý přeskočený voják hned opouští desku.',
        capture: SOLDIERS_CAPTURE,
        promotion: SOLDIERS_PROMOTION,
        end: SOLDIERS_END,
        draws: SOLDIERS_DRAWS,
      },
      diagrams: {
        start: 'Základní postavení: každý má 16 vojáků; prostřední řada je prázdná.',
        steps: 'Voják táhne na kterýkoli sousední bod po čáře: z e5 do osmi směrů (tečky).',
        chain: 'Voják z e4 přeskočí e5, pak zahne a přeskočí d6: e4xe6xc6.',
      },
    },

    'sixteen-soldiers-49': {
      title: '16 vojáků, čtyři trojúhelníky',
      summary:
        '16 vojáků na desce se čtyřmi trojúhelníky (49 bodů), jak je hraje český program „16 vojáků“: voják v bočním trojúhelníku smí táhnout o dva body najednou.',
      rules: {
        board:
          'Mřížka 5×5 bodů s trojúhelníkem na každé straně: 49 bodů. Základní postavení je jako na desce o 37 bodech; levý a pravý trojúhelník jsou na začátku prázdné. Začíná bílý.',
        men: 'Vojáci táhnou a berou jako na desce o 37 bodech. Navíc voják stojící v levém nebo pravém trojúhelníku smí táhnout o dva body po přímce, jsou-li oba volné (jen obyčejným tahem, nikdy při braní).',
        capture: SOLDIERS_CAPTURE,
        promotion: SOLDIERS_PROMOTION,
        end: SOLDIERS_END,
        draws: SOLDIERS_DRAWS,
      },
      diagrams: {
        start: 'Základní postavení: boční trojúhelníky jsou prázdné.',
        longStep: 'Z bočního trojúhelníku smí voják jít o dva body: b5-d5 (šipka), nebo o jeden (tečky).',
        chain: 'Voják z e5 přeskočí d5, pak b6 a dopadne do rohu levého trojúhelníku: e5xc5xa7.',
      },
    },

    chess: {
      title: 'Šachy',
      summary: 'Hra podle pravidel FIDE: šest druhů kamenů na šachovnici 8×8; vyhrává ten, kdo dá mat králi.',
      rules: {
        board:
          'Šachovnice 8×8 se světlým polem v pravém rohu u každého hráče, sloupce a–h a řady 1–8. Bílé kameny stojí na 1. a 2. řadě, černé na 7. a 8.; dámy na d1 a d8. Začíná bílý.',
        pieces:
          'Král jde o jedno pole libovolným směrem. Věž táhne o libovolný počet volných polí po řadě nebo sloupci, střelec po diagonále, dáma po obou. Jezdec skáče o dvě pole jedním směrem a o jedno stranou, přes cokoli mezi. Pěšec jde o jedno pole vpřed, z výchozího pole o dvě, jsou-li obě volná, a bere o jedno pole šikmo vpřed. Každý kámen bere tak, že vstoupí na pole soupeřova kamene.',
        promote:
          'Pěšec, který dojde na poslední řadu, se musí proměnit v dámu, věž, střelce nebo jezdce své barvy: stránka se zeptá, v co.',
        special:
          'Rošáda: král a věž, kteří dosud netáhli a mezi nimiž jsou volná pole, táhnou naráz: král o dvě pole k věži, věž na pole, přes které král přešel. Ne ze šachu, přes napadené pole ani do šachu. Braní mimochodem: pěšce, který právě postoupil o dvě pole vedle soupeřova pěšce, smí ten pěšec vzít, jako by postoupil jen o jedno — jen hned v následujícím tahu.',
        end: 'Napadený král je v šachu a žádný tah nesmí nechat vlastního krále v šachu. Hráč v šachu bez platného tahu dostal mat a prohrává; hráč, který v šachu není a nemá platný tah, dostal pat: remíza.',
        draws:
          'Pat; třetí opakování pozice; 50 tahů každého bez braní a bez tahu pěšcem; a pozice, v nichž nikdo nemůže dát mat: králové s nejvýše jedním střelcem nebo jezdcem na šachovnici, nebo jen se střelci, všemi na polích jedné barvy.',
      },
      diagrams: {
        start: 'Výchozí postavení: dámy na poli své barvy, d1 a d8.',
        castling:
          'Bílý dělá velkou rošádu, O-O-O: král jde na c1, věž z a1 na d1. Malá rošáda není dovolena: střelec na g2 napadá f1, přes které by král šel.',
        enPassant: 'Černý právě táhl d7-d5: pěšec z e5 ho bere mimochodem, exd6, a staví se za něj.',
        underPromotion: 'b8=N: pěšec se mění v jezdce, který dává šach králi na d7 — dáma na b8 by šach nedala.',
      },
    },

    shogi: {
      title: 'Šógi',
      summary:
        'Japonské šachy: deska 9×9, kameny, které se proměňují v posledních třech řadách, a zajaté kameny, které se vracejí do hry na straně toho, kdo je vzal.',
      rules: {
        board:
          'Deska 9×9; sloupce číslované 9 až 1 zleva od černého, řady a (vzdálená) až i (blízká). Každá strana má 20 kamenů v prvních třech řadách: kopiníky, jezdce, stříbrné a zlaté generály a krále v první, věž a střelce ve druhé, devět pěšců ve třetí. Začíná černý (sente), táhne nahoru.',
        pieces:
          'Král: o jedno pole libovolně. Zlatý generál: o jedno pole libovolně kromě šikmo vzad. Stříbrný generál: o jedno pole šikmo nebo přímo vpřed. Jezdec: jen dva skoky vpřed, o dvě pole dopředu a jedno stranou. Kopiník: o libovolný počet polí přímo vpřed. Pěšec: o jedno pole vpřed a stejně bere. Věž a střelec táhnou jako v šachu. Kameny berou vstupem na pole soupeře.',
        promote:
          'Tah, který začíná nebo končí v posledních třech řadách, smí kámen proměnit: stříbrný generál, jezdec, kopiník a pěšec pak táhnou jako zlatý generál, věž získá králův krok šikmo, střelec králův krok rovně. Proměna je dobrovolná — stránka se zeptá —, jen pěšec nebo kopiník na poslední řadě a jezdec na posledních dvou se proměnit musí. Zlatý generál a král se nemění.',
        drops:
          'Zajatý kámen přechází neproměněný do ruky toho, kdo ho vzal (je vidět vedle desky). Místo tahu smí hráč vložit kámen z ruky na kterékoli volné pole: klepněte na něj v ruce a pak na pole. Ne tam, odkud by už nikdy nemohl táhnout, ne pěšce do sloupce, kde už má týž hráč neproměněného pěšce (nifu), a ne pěšce, který by hned dal mat (učifuzume).',
        end: 'Jako v šachu nesmí žádný tah nechat vlastního krále napadeného. Hráč, který na tahu nemá platný tah, prohrává; pat neexistuje.',
        draws:
          'Čtvrté opakování pozice (stejné kameny, ruce i hráč na tahu) je remíza (senničite), pokud jedna strana nedávala šach v každém tahu cyklu: ta prohrává. Hra končí po 512 půltazích: stojí-li tehdy oba králové v zóně proměny (džišógi), počítá každá strana 5 bodů za věž či střelce, proměněné i ne, a 1 za každý jiný kámen kromě krále, na desce i v ruce; méně než 24 prohrává, obě strany s 24 a více remizují. Jinak je to remíza. Jakmile oba králové vstoupili, může hráč na tahu dát body sečíst hned tlačítkem Vyhlásit džišógi.',
      },
      diagrams: {
        start: 'Výchozí postavení: černý (sente, dole) má věž vpravo a střelce vlevo.',
        promotion:
          'Stříbrný generál vstupuje do zóny proměny: S-3c+ ho promění (potáhne jako zlatý); S-3c= ho nechá stříbrným, který smí couvat šikmo.',
        drop: 'Černý vkládá pěšce z ruky na 3c. Do sloupce 5, kde už černý pěšec stojí, ho vložit nesmí.',
        uchifuzume:
          'Pěšec vložený na 1b by králi hned dal mat, což pravidla zakazují; táhnout tam kamenem a dát mat je dovoleno.',
      },
    },

    xiangqi: {
      title: 'Siang-čchi (čínské šachy)',
      summary:
        'Čínské šachy: kameny stojí na 90 průsečících čar, přes střed desky teče řeka a každá strana má svůj palác; vyhrává ten, kdo dá mat generálovi. Začíná červený.',
      rules: {
        board:
          'Devět sloupců a deset řad čar; kameny stojí na jejich průsečících (bodech), sloupce a–i zleva od červeného a řady 1–10 od jeho strany. Řeka mezi 5. a 6. řadou přerušuje vnitřní sloupce. Každá strana má palác z 3×3 bodů se dvěma úhlopříčkami: červený d1–f3, černý d8–f10. Každá strana má generála, dva rádce, dva slony, dva koně, dva vozy, dvě děla a pět vojáků. Začíná červený.',
        pieces:
          'Generál: o jeden bod po čáře, nikdy ven ze svého paláce. Rádce: o jeden bod šikmo, nikdy ven ze svého paláce. Slon: přesně o dva body šikmo, nikdy přes řeku; kámen kterékoli strany na bodě mezi tím (sloní oko) ho zablokuje. Kůň: o jeden bod rovně a pak o jeden šikmo ven; kámen na sousedním bodě ve směru delšího kroku (koňská noha) ho zablokuje. Vůz: o libovolný počet volných bodů po čáře, jako věž. Dělo: táhne jako vůz, ale bere jen tak, že přeskočí právě jeden kámen kterékoli strany (zástěnu) a vezme první kámen za ním. Voják: o jeden bod vpřed, za řekou i o jeden bod stranou; nikdy zpět. Každý kámen kromě děla bere tak, že vstoupí na bod soupeřova kamene.',
        promote: 'Žádná: voják, který dojde na poslední řadu, zůstává vojákem a dál může táhnout jen stranou.',
        special:
          'Oba generálové nesmějí nikdy stát proti sobě v jednom sloupci bez kamene mezi nimi: tah, po kterém by tak stáli, je neplatný, stejně jako tah, který nechá vlastního generála napadeného.',
        end: 'Napadený generál je v šachu a žádný tah nesmí nechat vlastního generála v šachu. Mat vyhrává. Hráč, který nemá platný tah, prohrává, ať je v šachu, nebo ne: pat prohrává.',
        draws:
          'Vrátí-li se pozice potřetí (stejné kameny na stejných bodech, stejný hráč na tahu) a jedna strana dávala šach každým tahem cyklu, tato strana prohrává: věčný šach prohrává. Každé jiné třetí opakování je remíza; pravidla proti věčnému pronásledování Dama nehraje, takže i takový cyklus končí remízou. Remízou končí i 60 tahů každé strany bez braní a bez tahu vojákem. Remíza pro nedostatek materiálu neexistuje.',
      },
      diagrams: {
        start:
          'Výchozí postavení: červený (dole) má děla na b3 a h3 a svých pět vojáků na 4. řadě; každý generál stojí uprostřed svého paláce.',
        horse: 'Kůň na d4 nemůže skočit na c6 ani na e6: na jeho noze, d5, stojí černý voják. Jeho šest dalších skoků je volných (tečky).',
        elephant:
          'Slon na c5 stojí u řeky: nesmí ji překročit na e7 a voják na d4, v jeho oku, mu zavírá cestu na e3. Zbývá jen a3 (tečka).',
        cannon:
          'Dělo na h3 přeskočí černé dělo na h8, svou zástěnu, a vezme koně na h10. Samotné dělo na h8 vzít nemůže: mezi nimi žádná zástěna není.',
        generals:
          'Červený generál nesmí vstoupit na e1: stál by proti černému generálovi na e9 v otevřeném sloupci. Smí na d2 (tečka).',
        soldier:
          'Voják na c6 už překročil řeku: táhne stranou, c6-b6 (šipka), nebo může na c7 či d6 (tečky). Voják na g4 řeku ještě nepřekročil: smí jen vpřed na g5, ne stranou na f4.',
      },
    },

    minixiangqi: {
      title: 'Mini siang-čchi',
      summary:
        'Siang-čchi na desce 7×7 bodů (Shi Shiwei, 1973): bez řeky, bez rádců a slonů, s vojáky, kteří táhnou stranou už od začátku.',
      rules: {
        board:
          'Sedm sloupců a sedm řad čar; kameny stojí na 49 průsečících. Každá strana má palác z 3×3 bodů se dvěma úhlopříčkami, červený c1–e3 a černý c5–e7; řeka tu není. Každá strana má generála, dva koně, dva vozy, dvě děla a pět vojáků. Začíná červený.',
        pieces:
          'Generál, kůň, vůz a dělo táhnou jako v siang-čchi: generál neopouští svůj palác, kámen na koňské noze koně zablokuje, dělo bere jen přeskokem právě jednoho kamene. Voják: o jeden bod vpřed nebo stranou už od začátku, nikdy zpět.',
        promote: 'Žádná: voják na poslední řadě zůstává vojákem.',
        special: 'Jako v siang-čchi nesmějí oba generálové nikdy stát proti sobě v jednom sloupci bez kamene mezi nimi.',
        end: 'Mat vyhrává. Hráč, který nemá platný tah, prohrává, ať je v šachu, nebo ne: pat prohrává.',
        draws:
          'Jako v siang-čchi: při třetím opakování pozice prohrává strana, která dávala šach každým tahem cyklu; každé jiné třetí opakování je remíza, stejně jako 60 tahů každé strany bez braní a bez tahu vojákem.',
      },
      diagrams: {
        start: 'Výchozí postavení: generálové stojí v témže sloupci d a mezi nimi vojáci na d2 a d6.',
        sideways:
          'Voják táhne o jeden bod vpřed nebo stranou, i na vlastní polovině: c4-b4 (šipka), nebo na c5 či d4 (tečky); nikdy zpět na c3.',
      },
    },

    makruk: {
      title: 'Makruk (thajské šachy)',
      summary:
        'Thajské šachy: deska 8×8, met, který místo dámy táhne o jedno pole šikmo, khoni, kteří táhnou jako stříbrný generál v šógi, a pěšci, kteří začínají na třetí řadě a na šesté se mění v mety.',
      rules: {
        board:
          'Deska 8×8, sloupce a–h a řady 1–8; na barvě polí nezáleží. Každá strana má na první řadě khuna (krále), meta, dva khony, dva ma (jezdce) a dva rua (věže) a na třetí řadě osm bia (pěšců). Bílý khun stojí na d1 a met na e1, černý khun na e8 a met na d8. Začíná bílý.',
        pieces:
          'Khun: o jedno pole libovolným směrem; rošáda není. Met: o jedno pole šikmo. Khon: o jedno pole šikmo nebo přímo vpřed. Ma: skok jezdce. Rua: o libovolný počet volných polí po řadě nebo sloupci, jako věž. Bia: o jedno pole vpřed, nikdy o dvě; bere o jedno pole šikmo vpřed a braní mimochodem není. Každý kámen bere tak, že vstoupí na pole soupeřova kamene.',
        promote: 'Bia, který dojde na šestou řadu (černý na třetí), se hned mění v meta; jiná volba není.',
        end: 'Žádný tah nesmí nechat vlastního khuna napadeného. Mat vyhrává; hráč, který není v šachu a nemá platný tah, dostal pat: remíza.',
        draws:
          'Pat; třetí opakování pozice; 64 tahů každé strany bez braní a bez tahu pěšcem. Thajská pravidla počítání (jakmile jedné straně nezbude žádný pěšec, musí druhá dát mat v počtu tahů daném materiálem) se nehrají.',
      },
      diagrams: {
        start: 'Výchozí postavení: bia stojí na třetí řadě a každý khun stojí proti soupeřovu metovi, d1–d8 a e1–e8.',
        khon: 'Khon táhne o jedno pole šikmo nebo přímo vpřed: c3-c4 (šipka), nebo na b4, d4, b2 či d2 (tečky); nikdy přímo zpět na c2.',
        met: 'Met táhne o jedno pole šikmo: na e4, g4, e2 či g2 (tečky), ne přímo vpřed na f4, jak by mohl khon.',
        promotion: 'Bia z d5 dojde na šestou řadu: d6=M, hned se mění v meta.',
      },
    },
  },
};
