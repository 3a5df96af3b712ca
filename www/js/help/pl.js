// Pomoc po polsku: etykiety okna, obsługa, zasady domowe i dla każdej gry streszczenie, zasady
// według tematów oraz podpisy diagramów (pozycje są w diagrams.js). Ten sam kształt co en.js.

const BOARD_8X8 =
  'Plansza 8×8 z ciemnym polem w lewym rogu każdego gracza; 32 ciemne pola oznacza się od a1 do h8. Każda strona ma 12 pionków na ciemnych polach swoich trzech pierwszych rzędów. Zaczynają białe.';

const FMJD_64_DRAWS =
  'Trzecie powtórzenie pozycji; 15 ruchów każdego gracza, w których ruszano tylko damkami i nic nie bito; trzy lub więcej damek, które w ciągu 15 ruchów nie zbiją samotnej damki; gdy obie strony mają damki, a nie ma bicia ani promocji — 30 ruchów (4 lub 5 bierek na planszy) lub 60 ruchów (6 lub 7 bierek); oraz 5 ruchów dla dwóch bierek z damką przeciw samotnej damce albo trzech bierek z damką przeciw samotnej damce na długiej przekątnej a1–h8.';

const AS_INTERNATIONAL_BOARD = 'Jak w warcabach międzynarodowych: 10×10, po 20 pionków, zaczynają białe.';
const AS_INTERNATIONAL_MEN = 'Jak w warcabach międzynarodowych: o jedno pole po przekątnej do przodu, bicie do przodu i do tyłu.';
const SOLDIERS_CAPTURE = 'Bicie jest obowiązkowe, ale możesz wybrać dowolne; nie musi być największe.';
const SOLDIERS_PROMOTION = 'Nie ma damek: dojście do przeciwległego trójkąta niczego nie zmienia.';
const SOLDIERS_END = 'Wygrywasz, gdy przeciwnik nie ma już żołnierzy albo w swoim ruchu nie może się ruszyć.';
const SOLDIERS_DRAWS = 'Trzecie powtórzenie pozycji oraz 40 ruchów każdego gracza bez bicia.';

export default {
  ui: {
    title: 'Pomoc',
    close: 'Zamknij',
    rulesTab: 'Zasady gier',
    usageTab: 'Obsługa aplikacji',
    gameLabel: 'Gra',
    houseRules: 'Zasady domowe',
    onTheBoard: '(na planszy)',
    diagrams: 'Diagramy',
    toMove: { white: 'Ruch białych', black: 'Ruch czarnych' },
    legend:
      'Strzałka pokazuje ruch, a bierki, które zbija, są obwiedzione; strzałka przerywana to inny dozwolony ruch, czerwona — ruch, którego zasady tu zabraniają; kropki oznaczają inne pola, na które może pójść bierka.',
    diagramFailed: 'Nie udało się narysować tego diagramu:',
  },

  topics: {
    board: 'Plansza i ustawienie',
    men: 'Pionki',
    kings: 'Damki',
    capture: 'Które bicie',
    promotion: 'Promocja',
    special: 'Zasada szczególna',
    end: 'Wygrana',
    draws: 'Remis',
    pieces: 'Bierki',
    promote: 'Promocja',
    drops: 'Zrzuty',
  },

  usage: [
    {
      title: 'Jak wykonać ruch',
      items: [
        [
          'Mysz',
          'Kliknij swój pionek, a potem pole, na które ma pójść, albo przeciągnij go tam. Przy biciu wielokrotnym kliknij pole, na którym się kończy; gdy dwa bicia kończą się na tym samym polu, klikaj kolejno pola lądowania. Kliknij inny swój pionek, by zmienić zdanie, albo ponownie wybrany, by go puścić.',
        ],
        [
          'Dotyk',
          'Dotknij pionka, a potem jego pola. Bierki, które mogą się ruszyć, są zaznaczone, bierka, która musi bić, pulsuje, a kropki pokazują, gdzie wybrana bierka może stanąć.',
        ],
        [
          'Klawiatura',
          'Przejdź klawiszem Tab na planszę. Strzałki przesuwają zaznaczenie z pola na pole; Enter lub spacja wybiera bierkę na tym polu, a potem jej cel; Escape anuluje wybór. Na liście ruchów klawisze ← i → przesuwają partię o ruch wstecz i naprzód, Home i End przenoszą na jej początek i koniec.',
        ],
        [
          'Gdy ruch nie przechodzi',
          'Wiersz pod planszą mówi dlaczego: bicie jest obowiązkowe, bierka nie może się ruszyć albo bicie musi trwać dalej.',
        ],
      ],
    },
    {
      title: 'Przyciski',
      items: [
        ['Nowa gra', 'Zaczyna od początku grę wybraną w menu Gra.'],
        ['Cofnij, Ponów', 'Cofają ruchy i wykonują je ponownie; w grze z komputerem Cofnij wraca do twojego ostatniego ruchu.'],
        ['Obróć', 'Obraca planszę.'],
        ['Podpowiedź', 'Pokazuje dobry ruch dla strony na ruchu, na planszy i słowami.'],
        [
          'Zadania',
          'Pozycje z prawdziwych partii i z partii komputera z samym sobą, w których tylko jeden ruch wygrywa lub ratuje partię, każda sprawdzona przez silnik, dla warcabów, Szesnastu żołnierzy, szachów i shogi (najpierw gra, w którą grasz), albo z twoich przeanalizowanych partii. Zagraj ruch jak każdy inny; zły ruch jest odrzucany, a zadanie liczy się jako nierozwiązane. Podpowiedź pokazuje bierkę, potem ruch; Jeszcze raz, Rozwiązanie i Następne robią to, co mówią. Twój ranking (Glicko-2), seria i rozwiązane zadania każdej gry są zapamiętane w tej przeglądarce.',
        ],
        ['Graj teraz', 'Każe myślącemu komputerowi zagrać najlepszy znaleziony dotąd ruch.'],
        [
          'Edytuj pozycję',
          'Ustawiaj, zdejmuj i promuj bierki oraz wybierz, kto ma ruch, zaczynając od pustej planszy lub od ustawienia początkowego; potem graj lub analizuj od tej pozycji. Jeśli program odrzuci pozycję, wyjaśni dlaczego.',
        ],
        ['Zamień strony', 'Białe i czarne zamieniają się miejscami: każdy gracz przejmuje drugą stronę.'],
        ['Pauza, Krok', 'W partii komputerów: wstrzymuje ją i wznawia albo pozwala komputerowi na ruchu wykonać jeden ruch.'],
        [
          'Analiza',
          'Pozwala programowi zbadać pozycję na planszy: jak głęboko liczył, ocenę z punktu widzenia białych, najlepszy ruch i spodziewany wariant.',
        ],
        [
          'Analiza partii',
          'Analizuj partię przeszukuje w tle każdą pozycję partii (na planszy można grać dalej; Zatrzymaj zachowuje to, co zrobione, a przycisk potem kontynuuje). Każdy ruch, który dużo traci, dostaje znak ?! (niedokładność), ? (błąd) lub ?? (poważny błąd), a lepszy ruch widać na liście i jako strzałkę na planszy; tabela podaje znaki i dokładność każdej strony, a wykres pod planszą szanse białych po każdym ruchu (kliknij, aby przejść do ruchu). Warianty (1 do 5) pokazują w analizie kilka najlepszych wariantów programu, każdy ze strzałką; pasek obok planszy pokazuje, kto stoi lepiej. Ucz się na swoich błędach ustawia ponownie każdą oznaczoną pozycję, a ty szukasz lepszego ruchu, z podpowiedzią i odpowiedzią. Zapisane pliki zachowują znaki i oceny.',
        ],
        [
          'Pozycja',
          'Pozycja jako FEN do edycji lub wklejenia; otwarcie pliku (FEN, pozycja początkowa w JSON, plik PDN — z wielu partii wybierasz jedną z listy); Wklej; kopiowanie FEN lub partii jako PDN; zapis partii jako PDN; link do tej partii; zapis całej sesji do pliku z sumą kontrolną.',
        ],
        ['Zasady domowe…', 'Ostatnia pozycja menu Gra: warcaby według twoich własnych zasad (zobacz zakładkę z zasadami).'],
        ['Pomoc', 'Otwiera to okno; zamyka je klawisz Escape lub przycisk Zamknij.'],
      ],
    },
    {
      title: 'Menu i lista ruchów',
      items: [
        ['Białe, Czarne', 'Każdą stronę gra człowiek albo komputer wybranej siły; można to zmienić w każdej chwili, także w trakcie partii.'],
        ['Zegar', 'Czas na partię plus dodatek za ruch dla stron, którymi grają ludzie; komu skończy się czas, ten przegrywa.'],
        ['Tempo, Plansza', 'Jak szybko pokazywane są ruchy komputera i jak wygląda plansza.'],
        ['Ruchy', 'Wszystkie ruchy partii; kliknij ruch, by zobaczyć pozycję po nim.'],
        ['Warianty', 'Ruch zagrany we wcześniejszej pozycji zaczyna wariant: pokazuje się wcięty, w nawiasach, pod ruchem, który zastępuje, i nic nie ginie. Kliknij jego ruch, by za nim pójść; ← i → przechodzą pokazaną linię. „Uczyń główną linią” i „Usuń wariant” działają na pokazany wariant; pole pod ruchami mieści komentarz do pokazanego ruchu. Zapisane PDN i PGN zachowują warianty, komentarze i oznaczenia.'],
        [
          'Odtwarzanie',
          'Przyciski pod ruchami przenoszą na początek, o ruch wstecz, odtwarzają partię w wybranym tempie, o ruch naprzód i na koniec. „Graj stąd” odrzuca dalsze ruchy i gra dalej od pokazanej pozycji.',
        ],
      ],
    },
    {
      title: 'Gra z przyjacielem na odległość',
      items: [
        [
          'Korespondencyjnie',
          'W „Gra z przyjacielem na odległość” wybierz swoją stronę i naciśnij Zaproś przyjaciela: strona tworzy odnośnik (i jego kod QR), który otwiera partię na urządzeniu przyjaciela z drugą stroną. Po każdym ruchu pojawia się odnośnik do odesłania; wyślij go w dowolny sposób. Każdy odnośnik niesie całą partię i sumę kontrolną, więc starszy odnośnik, odnośnik innej partii albo zmieniony po drodze jest odrzucany z podaniem przyczyny i nic nie ginie. Odnośnik można też wkleić w „Odnośnik od przyjaciela”.',
        ],
        [
          'Na żywo',
          'Zacznij grę na żywo pokazuje krótki tekst i jego kod QR; przyjaciel naciska Dołącz do gry na żywo, wkleja go, naciska Połącz i przekazuje ci odpowiedź, którą wklejasz i łączysz. Ruchy, zegary i propozycje idą wtedy wprost między urządzeniami; żaden serwer Damy nie bierze udziału. W jednej sieci nic więcej nie trzeba; dla urządzeń w różnych sieciach ustaw serwer STUN (żaden nie jest ustawiony, a strona sama z niczym się nie łączy).',
        ],
        [
          'Przerwane połączenie',
          'Każda strona przechowuje całą partię. Jedno z was zaczyna ponownie, a drugie dołącza: strony porównują swoje partie i każda bierze brakujące ruchy, więc nic nie ginie ani nie zostaje zagrane dwa razy.',
        ],
        [
          'Poddanie, remis, cofnięcie',
          'Pod planszą w każdej partii między ludźmi: Poddaj się; Zaproponuj remis, który drugi gracz przyjmuje albo odrzuca; Poproś o cofnięcie swojego ostatniego ruchu, na co drugi się zgadza albo nie. Sposób zakończenia partii zapisuje się w jej PDN lub PGN (Termination).',
        ],
        [
          'Partie z przyjaciółmi',
          'Lista pod ramką przechowuje w tej przeglądarce każdą partię z przyjacielem — czyj ruch, ostatni ruch i kiedy — także po przeładowaniu, otwartą z dysku i z serwera. Kliknij ją, aby grać dalej.',
        ],
        [
          'Bezpieczeństwo',
          'Każdy ruch przyjaciela sprawdza silnik, zanim zostanie zagrany; ruch za twoją stronę, poza kolejnością albo po końcu partii oraz każda zniekształcona lub za duża wiadomość są odrzucane i pokazywane. Podpowiedzi i analiza są wyłączone w trakcie partii z przyjacielem.',
        ],
      ],
    },
  ],

  house: {
    summary:
      'Wybierz „Zasady domowe…” w menu Gra, aby grać w warcaby według własnych zasad. Formularz zaczyna od zasad trwającej gry, innej gry po przekątnych albo od Warcabów (8×8, pionki biją do tyłu, damki dalekosiężne, dowolny wybór bicia).',
    items: [
      ['Plansza', '8×8 z 12 pionkami na stronę albo 10×10 z 20.'],
      ['Damki', 'Dalekosiężne (o dowolną liczbę pól po przekątnej) albo krótkie (o jedno pole).'],
      ['Które bicie', 'Dowolne, jak najwięcej bierek, najpierw bicie damką albo kolejność włoska.'],
      ['Pionek, który w biciu dojdzie do ostatniego rzędu', 'Bije dalej jako pionek, zostaje damką i bije dalej jako damka albo zostaje damką i ruch się kończy.'],
      ['Kto zaczyna', 'Białe albo czarne.'],
      ['Remis', 'Przy drugim, trzecim lub czwartym wystąpieniu tej samej pozycji albo nigdy; oraz po danej liczbie ruchów damkami bez bicia.'],
      ['Przełączniki', 'Czy pionki biją do tyłu, czy pionki mogą bić damki i czy bicie jest obowiązkowe.'],
    ],
    note: 'Partia według zasad domowych przetrwa ponowne wczytanie strony i zapisuje się w plikach PDN razem z zasadami.',
  },

  games: {
    international: {
      title: 'Warcaby międzynarodowe',
      summary:
        'Światowy standard, w Polsce zwany warcabami polskimi: plansza 10×10, pionki biją do tyłu, damki dalekosiężne i zasada większości.',
      rules: {
        board:
          'Plansza 10×10; gra się tylko na 50 ciemnych polach, numerowanych od 1 do 50 od strony czarnych. Każdy gracz ma 20 pionków na swoich czterech pierwszych rzędach. Zaczynają białe.',
        men: 'Pionek porusza się o jedno pole po przekątnej do przodu. Bije do przodu i do tyłu: przeskakuje sąsiednią bierkę przeciwnika na wolne pole tuż za nią i dopóki może, musi bić dalej, zmieniając kierunek, jak chce.',
        kings:
          'Damka jest dalekosiężna: porusza się o dowolną liczbę wolnych pól po przekątnej. Bije bierkę w dowolnej odległości, jeśli pola pomiędzy są wolne, i staje na dowolnym wolnym polu za nią — ale jeśli z któregoś z tych pól może bić dalej, musi stanąć właśnie tam i kontynuować.',
        capture:
          'Bicie jest obowiązkowe i trzeba zbić jak najwięcej bierek; damka liczy się jak jedna bierka. Spośród bić tej samej wielkości wybierasz dowolne. Zbite bierki zdejmuje się dopiero po zakończeniu ruchu i żadnej nie można przeskoczyć dwa razy.',
        promotion:
          'Pionek, który kończy ruch na ostatnim rzędzie, staje się damką. Jeśli w trakcie bicia tylko przez niego przechodzi i musi bić dalej, pozostaje pionkiem.',
        end: 'Wygrywasz, gdy przeciwnik nie może wykonać ruchu: nie ma bierek albo wszystkie są zablokowane.',
        draws:
          'Trzecie powtórzenie pozycji przy tej samej stronie na ruchu; 25 ruchów każdego gracza, w których ruszano tylko damkami i nic nie bito; trzy bierki z damką przeciw samotnej damce to remis po 16 ruchach każdego, dwie bierki lub mniej przeciw samotnej damce — po 5.',
      },
      diagrams: {
        start: 'Ustawienie początkowe: po 20 pionków na ciemnych polach czterech pierwszych rzędów.',
        majority: 'Jak najwięcej bierek: białe muszą zbić dwie przez 28x19x30, drugi skok prowadzi do tyłu. Bicie jednej przez 32x21 jest niedozwolone.',
        king: 'Damka z 46 bije 28 z daleka i musi stanąć na 19, by bić dalej; bije 13, staje na 2, bije 7 i może skończyć na 11 lub 16.',
        passing: 'Pionek z 12 dochodzi w trakcie bicia do ostatniego rzędu (pole 3), ale musi bić dalej przez 9: kończy na 14 i pozostaje pionkiem.',
      },
    },

    brazilian: {
      title: 'Warcaby brazylijskie',
      summary: 'Zasady międzynarodowe na planszy 8×8: pionki biją do tyłu, damki są dalekosiężne i trzeba bić jak najwięcej.',
      rules: {
        board: BOARD_8X8,
        men: 'Pionek porusza się o jedno pole po przekątnej do przodu i bije do przodu i do tyłu, przeskakując sąsiednią bierkę przeciwnika; dopóki może, bije dalej.',
        kings:
          'Damki są dalekosiężne: poruszają się po przekątnej o dowolną liczbę pól, biją z daleka i stają na dowolnym wolnym polu za zbitą bierką — na takim, z którego mogą bić dalej, jeśli takie jest.',
        capture:
          'Bicie jest obowiązkowe i trzeba zbić jak najwięcej bierek; damki i pionki liczą się tak samo. Zbite bierki zdejmuje się po zakończeniu ruchu.',
        promotion: 'Pionek staje się damką, gdy jego ruch kończy się na ostatnim rzędzie; przejście przez ten rząd w trakcie bicia nie daje promocji.',
        end: 'Wygrywasz, gdy przeciwnik nie może wykonać ruchu.',
        draws: FMJD_64_DRAWS,
      },
      diagrams: {
        start: 'Ustawienie początkowe: po 12 pionków; długa przekątna a1–h8 wychodzi z lewego rogu białych.',
        majority: 'Jak najwięcej bierek: d4xf6xh4 bije dwie (drugi skok do tyłu), więc c3xa5, bijące jedną, jest niedozwolone.',
        king: 'Damka z a1 przeskakuje z daleka c3 i zatrzymuje się na f6, jedynym polu, z którego może bić dalej; potem bije e7 i staje na d8.',
      },
    },

    russian: {
      title: 'Warcaby rosyjskie',
      summary:
        'Szaszki: pionki biją do tyłu, damki są dalekosiężne, bicie wybierasz dowolnie, a pionek, który zostaje damką w środku bicia, bije dalej jako damka.',
      rules: {
        board: BOARD_8X8,
        men: 'Pionek porusza się o jedno pole po przekątnej do przodu. Bije do przodu i do tyłu przez sąsiednią bierkę przeciwnika i dopóki może, musi bić dalej.',
        kings:
          'Damki są dalekosiężne: poruszają się o dowolną liczbę wolnych pól po przekątnej. Damka bije w dowolnej odległości i staje na dowolnym wolnym polu za zbitą bierką; jeśli z któregoś może bić dalej, musi wybrać takie.',
        capture:
          'Bicie jest obowiązkowe, ale to, które bicie wykonasz, zależy od ciebie: nie musi być największe. Rozpoczęte bicie trzeba dokończyć. Przeskoczone bierki zostają na planszy do końca ruchu i nie można ich przeskoczyć drugi raz („turecki cios”).',
        promotion:
          'Pionek, który dochodzi do ostatniego rzędu, od razu staje się damką — także w środku bicia, i wtedy w tym samym ruchu bije dalej jako damka.',
        end: 'Wygrywasz, gdy przeciwnik nie może wykonać ruchu.',
        draws: FMJD_64_DRAWS,
      },
      diagrams: {
        start: 'Ustawienie początkowe: po 12 pionków na ciemnych polach trzech pierwszych rzędów.',
        choice: 'Wolny wybór: białe mogą zbić dwie bierki przez d4xf6xh4 albo tylko jedną przez c3xa5 (przerywana).',
        crowned: 'Pionek z b6 bije c7 i na d8 zostaje damką; jako damka od razu bije dalej, zbija z daleka f6 i może stanąć na g5 lub h4.',
      },
    },

    czech: {
      title: 'Warcaby czeskie',
      summary: 'Česká dáma: pionki chodzą i biją tylko do przodu, damki są dalekosiężne, a bicie damką ma pierwszeństwo przed biciem pionkiem.',
      rules: {
        board: BOARD_8X8,
        men: 'Pionek porusza się o jedno pole po przekątnej do przodu. Bije tylko do przodu, przez sąsiednią bierkę przeciwnika, i dopóki może, bije dalej do przodu.',
        kings:
          'Damki są dalekosiężne: chodzą i biją po przekątnych w dowolnej odległości, także do tyłu, i stają na dowolnym wolnym polu za zbitą bierką — na takim, z którego mogą bić dalej, jeśli takie jest.',
        capture:
          'Bicie jest obowiązkowe. Jeśli może bić którakolwiek twoja damka, musi bić damka, nawet gdyby pionek zbił więcej. W przeciwnym razie wybierasz dowolne bicie, bez względu na liczbę bierek. Bicie trzeba dokończyć; zbite bierki zdejmuje się po jego zakończeniu.',
        promotion: 'Pionek, który dochodzi do ostatniego rzędu, staje się damką; jego ruch się tam kończy, a jako damka porusza się od następnego ruchu.',
        end: 'Wygrywasz, gdy przeciwnik nie może wykonać ruchu.',
        draws: 'Trzecie powtórzenie pozycji oraz 15 ruchów każdego gracza, w których ruszano tylko damkami i nic nie bito.',
      },
      diagrams: {
        start: 'Ustawienie początkowe jak w warcabach rosyjskich: po 12 pionków, zaczynają białe.',
        forward: 'Pionki biją tylko do przodu: d4 bije e5 (d4xf6), ale nie może zbić c3 za sobą.',
        kingFirst: 'Najpierw bije damka: białe muszą zagrać a1xc3 i zbić jedną bierkę; bicie dwóch pionkiem, d4xf6xh8, jest niedozwolone.',
      },
    },

    english: {
      title: 'Warcaby angielskie (checkers)',
      summary: 'Checkers: krótkie damki, pionki biją tylko do przodu, dowolny wybór bicia, a zaczynają czarne.',
      rules: {
        board:
          'Plansza 8×8; 32 ciemne pola są numerowane od 1 do 32 od strony czarnych. Czarne mają 12 pionków na polach 1–12 u góry, białe 12 na 21–32. Zaczynają czarne (w klubach często czerwone).',
        men: 'Pionek porusza się o jedno pole po przekątnej do przodu. Bije tylko do przodu, przeskakując sąsiednią bierkę przeciwnika, i dopóki może, musi bić dalej.',
        kings: 'Damka porusza się o jedno pole po przekątnej w dowolnym kierunku i bije, przeskakując sąsiednią bierkę w dowolnym kierunku, tyle razy, ile może.',
        capture:
          'Bicie jest obowiązkowe, ale gdy jest kilka możliwości, możesz wybrać dowolną, nawet bijącą mniej bierek. Wybrane bicie trzeba dokończyć.',
        promotion: 'Pionek, który dochodzi do ostatniego rzędu, staje się damką i jego ruch się tam kończy, nawet gdyby nowa damka mogła bić dalej.',
        end: 'Wygrywasz, gdy przeciwnik nie może wykonać ruchu.',
        draws: 'Trzecie powtórzenie pozycji oraz 40 ruchów każdego gracza bez ruchu pionkiem i bez bicia.',
      },
      diagrams: {
        start: 'Ustawienie początkowe: zaczynają czarne, na polach 1–12 u góry; białe stoją na 21–32.',
        choice: 'Wolny wybór: białe mogą zbić dwie bierki przez 22x15x8 albo tylko jedną przez 23x14 (przerywana).',
        crowning: 'Pionek z 11 bije 7 i na polu 2 zostaje damką: ruch się tam kończy, choć nowa damka mogłaby przeskoczyć 6.',
        king: 'Damka idzie o jedno pole w dowolnym kierunku po przekątnej (kropki).',
      },
    },

    italian: {
      title: 'Warcaby włoskie',
      summary: 'Dama italiana: krótkie damki, pionki nie mogą bić damek i ścisła kolejność, które bicie wykonać.',
      rules: {
        board:
          'Plansza 8×8 obrócona tak, że ciemne pole narożne jest po prawej ręce każdego gracza; 32 ciemne pola są numerowane od 1 do 32 od strony czarnych. Po 12 pionków na 1–12 i 21–32. Zaczynają białe.',
        men: 'Pionek porusza się o jedno pole po przekątnej do przodu. Bije tylko do przodu i tylko pionki — nigdy damkę — i dopóki może, musi bić dalej.',
        kings: 'Damka porusza się o jedno pole po przekątnej w dowolnym kierunku i bije każdą sąsiednią bierkę przeciwnika w dowolnym kierunku, dopóki może.',
        capture:
          'Bicie jest obowiązkowe, a wybiera się je według tych zasad po kolei: zbić jak najwięcej bierek; przy równości bić damką, nie pionkiem; potem zbić jak najwięcej damek; potem natrafić na damkę jak najwcześniej. Dopiero wtedy wybór jest dowolny.',
        promotion: 'Pionek, który dochodzi do ostatniego rzędu, staje się damką, a jego ruch się kończy.',
        end: 'Wygrywasz, gdy przeciwnik nie może wykonać ruchu.',
        draws: 'Trzecie powtórzenie pozycji oraz 40 ruchów każdego gracza bez ruchu pionkiem i bez bicia.',
      },
      diagrams: {
        start: 'Ustawienie początkowe: ciemne pole narożne, pole 32, jest po prawej ręce białych.',
        noKing: 'Pionek nie może bić damki: pionek z 22 nie może przeskoczyć damki na 18; może tylko pójść na 19.',
        quantity: 'Najpierw jak najwięcej bierek: 23x16x7 bije dwie, więc 22x13, bijące jedną, jest niedozwolone.',
        kingFirst: 'Oba bicia zbijają jedną bierkę, więc musi bić damka (15x6), a nie pionek z 22.',
      },
    },

    pool: {
      title: 'Amerykański pool',
      summary: 'Pool checkers: pionki biją do tyłu, damki są dalekosiężne, dowolny wybór bicia, a zaczynają czarne.',
      rules: {
        board:
          'Plansza jak w checkers: 32 ciemne pola numerowane od 1 do 32 od strony czarnych, po 12 pionków. Zaczynają czarne na 1–12; białe stoją na 21–32.',
        men: 'Pionek porusza się o jedno pole po przekątnej do przodu. Bije do przodu i do tyłu przez sąsiednią bierkę przeciwnika i dopóki może, bije dalej.',
        kings:
          'Damki są dalekosiężne: poruszają się o dowolną liczbę wolnych pól po przekątnej. Damka bije w dowolnej odległości i staje na dowolnym wolnym polu za zbitą bierką — na takim, z którego może bić dalej, jeśli takie jest.',
        capture:
          'Bicie jest obowiązkowe, a które wykonasz, zależy od ciebie, nawet mniejsze. Wybrane bicie trzeba dokończyć; zbite bierki zdejmuje się na jego końcu.',
        promotion:
          'Pionek, który kończy ruch na ostatnim rzędzie, staje się damką. Jeśli dojdzie do niego w trakcie bicia i może bić dalej, musi, i pozostaje pionkiem.',
        end: 'Wygrywasz, gdy przeciwnik nie może wykonać ruchu.',
        draws:
          'Trzy damki przeciw jednej muszą wygrać w ciągu 13 ruchów. Dama uznaje też remis przy trzecim powtórzeniu pozycji i po 40 ruchach każdego gracza bez ruchu pionkiem i bez bicia.',
      },
      diagrams: {
        start: 'Ustawienie początkowe jak w warcabach angielskich: zaczynają czarne na 1–12.',
        backward: 'Pionki biją także do tyłu: pionek z 18 bije 22 i staje na 25.',
        passing: 'Pionek z 11 dochodzi do ostatniego rzędu na polu 2, ale musi bić dalej przez 6: kończy na 9 i pozostaje pionkiem.',
        king: 'Damka z 29 bije z daleka 22 i może stanąć na dowolnym wolnym polu za nią (kropki).',
      },
    },

    antidraughts: {
      title: 'Warcaby odwrotne',
      summary: 'Warcaby międzynarodowe na odwrót: wygrywa ten, kto pierwszy nie może wykonać ruchu — stracił wszystkie bierki albo są zablokowane.',
      rules: {
        board: AS_INTERNATIONAL_BOARD,
        men: AS_INTERNATIONAL_MEN,
        kings: 'Jak w warcabach międzynarodowych: damki są dalekosiężne.',
        capture:
          'Bicie jest obowiązkowe i trzeba zbić jak najwięcej — w tym tkwi sedno gry: podstawiaj swoje bierki tak, by przeciwnik musiał je bić.',
        promotion: 'Jak w warcabach międzynarodowych: pionek staje się damką, gdy jego ruch kończy się na ostatnim rzędzie.',
        end: 'Wygrywasz, gdy w swoim ruchu nie możesz się ruszyć: wszystkie twoje bierki zniknęły albo są zablokowane.',
        draws: 'Tylko trzecie powtórzenie pozycji; nie ma limitów ruchów.',
      },
      diagrams: {
        start: 'Ustawienie początkowe jak w warcabach międzynarodowych.',
        forced: 'Czarne muszą bić, i to jak najwięcej: 23x32x41 zbija dwa pionki — dokładnie tego chciały białe.',
        blocked: 'Białe są na ruchu i nie mogą się ruszyć: pionek na 6 jest zablokowany. Białe wygrywają.',
      },
    },

    breakthrough: {
      title: 'Przełamanie',
      summary: 'Warcaby międzynarodowe, w których wygrywa ten, kto pierwszy zrobi damkę.',
      rules: {
        board: AS_INTERNATIONAL_BOARD,
        men: AS_INTERNATIONAL_MEN,
        kings: 'Damki prawie się nie pojawiają: pierwsza kończy grę. W ustawionej pozycji są dalekosiężne jak w warcabach międzynarodowych.',
        capture: 'Bicie jest obowiązkowe i trzeba bić jak najwięcej; bicie ma pierwszeństwo przed ruchem na damkę.',
        promotion: 'Pionek, który w trakcie bicia tylko przechodzi przez ostatni rząd, nie zostaje damką i nie wygrywa.',
        end: 'Wygrywa od razu ten, czyj pionek pierwszy zakończy ruch na ostatnim rzędzie. Kto nie może się ruszyć, przegrywa.',
        draws: 'Nie ma: pionki chodzą tylko do przodu, więc każda partia się kończy.',
      },
      diagrams: {
        start: 'Ustawienie początkowe jak w warcabach międzynarodowych.',
        crown: '7-1 (albo 7-2, kropka) robi damkę i od razu wygrywa.',
        captureFirst: 'Bicie ma pierwszeństwo: białe muszą zagrać 32x21 i w tym ruchu nie mogą zrobić damki przez 7-1.',
      },
    },

    turkish: {
      title: 'Warcaby tureckie',
      summary: 'Dama: po 16 pionków na wszystkich 64 polach, ruchy i bicia prosto — do przodu i w bok — a damki chodzą jak wieże.',
      rules: {
        board: 'Plansza 8×8, gra się na wszystkich 64 polach. Każda strona ma 16 pionków na drugim i trzecim rzędzie; tylne rzędy są na początku puste. Zaczynają białe.',
        men: 'Pionek idzie o jedno pole prosto do przodu albo w bok, nigdy do tyłu ani po przekątnej. Bije do przodu lub w bok, przeskakując sąsiednią bierkę przeciwnika na wolne pole za nią, i dopóki może, bije dalej.',
        kings:
          'Damka porusza się jak wieża: o dowolną liczbę wolnych pól wzdłuż rzędu lub kolumny. Bije bierkę w dowolnej odległości na swojej linii i staje na dowolnym wolnym polu za nią; między skokami może skręcić pod kątem prostym, ale nigdy zawrócić.',
        capture:
          'Bicie jest obowiązkowe i trzeba zbić jak najwięcej bierek; damki i pionki liczą się po jednej. Każda zbita bierka od razu znika z planszy, więc jej pole jest wolne do końca ruchu.',
        promotion: 'Pionek, który kończy ruch na ostatnim rzędzie, staje się damką.',
        end: 'Wygrywasz, gdy przeciwnik nie może wykonać ruchu albo nie ma już bierek.',
        draws:
          'Trzecie powtórzenie pozycji; jedna bierka przeciw jednej, chyba że strona na ruchu może od razu zbić tę drugą; oraz 40 ruchów każdego gracza bez bicia i bez ruchu pionkiem.',
      },
      diagrams: {
        start: 'Ustawienie początkowe: po 16 pionków na drugim i trzecim rzędzie.',
        men: 'Pionek idzie o jedno pole do przodu albo w bok (kropki), nigdy do tyłu.',
        majority: 'Jak najwięcej bierek: d3xd5xf5xf7 bije trzy, więc b3xb5, bijące jedną, jest niedozwolone.',
        king: 'Damka lata po rzędach i kolumnach: z a1 bije a4, c6, e6 i h7, skręcając pod kątem prostym.',
      },
    },

    frisian: {
      title: 'Warcaby fryzyjskie',
      summary: 'Warcaby fryzyjskie: bije się prosto i po przekątnej, trzeba wykonać najcenniejsze bicie, a damka może zrobić najwyżej trzy ciche ruchy z rzędu.',
      rules: {
        board: 'Plansza 10×10, 50 ciemnych pól numerowanych jak w warcabach międzynarodowych; po 20 pionków. Zaczynają białe.',
        men: 'Pionek porusza się o jedno pole po przekątnej do przodu. Bije w ośmiu kierunkach: po przekątnej oraz prosto w górę, w dół, w lewo lub w prawo przez najbliższe ciemne pole na tej linii (dwa pola dalej), do przodu i do tyłu, i dopóki może, bije dalej.',
        kings: 'Damka porusza się po przekątnej o dowolną liczbę pól. Bije w dowolnej odległości we wszystkich ośmiu kierunkach i staje na dowolnym wolnym polu za zbitą bierką.',
        capture:
          'Bicie jest obowiązkowe i trzeba wykonać bicie o najwyższej wartości: damka jest warta więcej niż jeden pionek, ale mniej niż dwa. Jeśli damka i pionek mogą wykonać bicia tej samej wartości, musi bić damka. Zbite bierki zdejmuje się po ruchu.',
        promotion: 'Pionek, który kończy ruch na ostatnim rzędzie, staje się damką; przejście przez ten rząd w trakcie bicia nie daje promocji.',
        special: 'Dopóki masz pionki, ta sama damka może wykonać najwyżej trzy ruchy z rzędu bez bicia; potem rusz inną bierką albo bij.',
        end: 'Wygrywasz, gdy przeciwnik nie może wykonać ruchu albo nie ma już bierek.',
        draws:
          'Dwie damki przeciw jednej muszą wygrać w ciągu siedmiu ruchów. Damka przeciw damce to od razu remis, chyba że bicie następuje natychmiast albo nie da się go uniknąć. Nie ma zasady powtórzenia pozycji.',
      },
      diagrams: {
        start: 'Ustawienie początkowe jak w warcabach międzynarodowych.',
        straight: 'Pionek bije także prosto: 33 bije 23 w górę, potem 12 w bok i kończy na 11.',
        value: 'Damka jest warta więcej niż pionek: białe muszą zbić damkę przez 34x23, a nie pionek przez 32x21.',
        king: 'Damka bije prosto w dowolnej odległości: 48 bije 28 i może stanąć na 18 lub 8 (kropka).',
      },
    },

    frysk: {
      title: 'Frysk!',
      summary: 'Frysk!: zasady warcabów fryzyjskich z zaledwie pięcioma pionkami na stronę, na tylnych rzędach.',
      rules: {
        board: 'Plansza 10×10 jak w warcabach fryzyjskich, ale każda strona zaczyna z pięcioma pionkami na swoim tylnym rzędzie: białe na 46–50, czarne na 1–5. Zaczynają białe.',
        men: 'Jak w warcabach fryzyjskich: o jedno pole po przekątnej do przodu; bicie w ośmiu kierunkach, po przekątnej i prosto, do przodu i do tyłu.',
        kings: 'Jak w warcabach fryzyjskich: ruchy po przekątnej o dowolną liczbę pól, bicie w dowolnej odległości w ośmiu kierunkach.',
        capture: 'Jak w warcabach fryzyjskich: bicie o najwyższej wartości (damka warta więcej niż jeden pionek, mniej niż dwa), przy równości najpierw damka.',
        promotion: 'Pionek, który kończy ruch na ostatnim rzędzie, staje się damką.',
        special: 'Dopóki masz pionki, ta sama damka może wykonać najwyżej trzy ruchy z rzędu bez bicia — przy tak małej liczbie pionków liczy się to wcześnie.',
        end: 'Wygrywasz, gdy przeciwnik nie może wykonać ruchu albo nie ma już bierek.',
        draws: 'Jak w warcabach fryzyjskich: dwie damki przeciw jednej muszą wygrać w ciągu siedmiu ruchów; damka przeciw damce to remis, chyba że bicie jest natychmiastowe lub wymuszone.',
      },
      diagrams: {
        start: 'Ustawienie początkowe: po pięć pionków na tylnych rzędach.',
        sideways: 'Jak w warcabach fryzyjskich, pionki biją także prosto: 28 bije 27 w bok i staje na 26.',
      },
    },

    'sixteen-soldiers': {
      title: 'Szesnastu żołnierzy',
      summary:
        'Gra z Azji Południowej (Sholo Guti, „16 vojáků”) na 37 punktach połączonych liniami: żołnierze chodzą po liniach we wszystkich kierunkach i biją przeskokiem.',
      rules: {
        board:
          'Siatka 5×5 punktów z trójkątem u góry i u dołu: 37 punktów połączonych liniami. Każdy gracz ma 16 żołnierzy, na swoim trójkącie i dwóch najbliższych rzędach. Zaczynają białe, które są na dole.',
        men: 'Żołnierz idzie po dowolnej linii na sąsiedni wolny punkt: do przodu, do tyłu, w bok albo na ukos, gdzie biegnie linia. Bije, przeskakując sąsiedniego żołnierza przeciwnika wzdłuż linii na wolny punkt tuż za nim, i dopóki może, musi bić dalej; każdy przeskoczony żołnierz od razu schodzi z planszy.',
        capture: SOLDIERS_CAPTURE,
        promotion: SOLDIERS_PROMOTION,
        end: SOLDIERS_END,
        draws: SOLDIERS_DRAWS,
      },
      diagrams: {
        start: 'Ustawienie początkowe: po 16 żołnierzy; środkowy rząd jest pusty.',
        steps: 'Żołnierz idzie na dowolny sąsiedni punkt wzdłuż linii: z e5 w ośmiu kierunkach (kropki).',
        chain: 'Żołnierz z e4 przeskakuje e5, potem skręca i przeskakuje d6: e4xe6xc6.',
      },
    },

    'sixteen-soldiers-49': {
      title: 'Szesnastu żołnierzy, cztery trójkąty',
      summary:
        'Szesnastu żołnierzy na planszy z czterema trójkątami (49 punktów), tak jak gra w nią czeski program „16 vojáků”: żołnierz w bocznym trójkącie może przejść o dwa punkty naraz.',
      rules: {
        board:
          'Siatka 5×5 punktów z trójkątem z każdej strony: 49 punktów. Ustawienie początkowe jak na planszy 37-punktowej; lewy i prawy trójkąt są na początku puste. Zaczynają białe.',
        men: 'Żołnierze chodzą i biją jak na planszy 37-punktowej. Ponadto żołnierz stojący w lewym lub prawym trójkącie może przejść o dwa punkty po prostej, jeśli oba są wolne (zwykłym ruchem, nigdy przy biciu).',
        capture: SOLDIERS_CAPTURE,
        promotion: SOLDIERS_PROMOTION,
        end: SOLDIERS_END,
        draws: SOLDIERS_DRAWS,
      },
      diagrams: {
        start: 'Ustawienie początkowe: boczne trójkąty są puste.',
        longStep: 'Z bocznego trójkąta żołnierz może pójść o dwa punkty: b5-d5 (strzałka), albo o jeden (kropki).',
        chain: 'Żołnierz z e5 przeskakuje d5, potem b6 i ląduje w rogu lewego trójkąta: e5xc5xa7.',
      },
    },

    chess: {
      title: 'Szachy',
      summary: 'Gra według przepisów FIDE: sześć rodzajów bierek na szachownicy 8×8; wygrywa ten, kto zamatuje króla.',
      rules: {
        board:
          'Szachownica 8×8 z jasnym polem w prawym rogu każdego gracza, kolumny a–h i rzędy 1–8. Białe bierki stoją w 1. i 2. rzędzie, czarne w 7. i 8.; hetmany na d1 i d8. Zaczynają białe.',
        pieces:
          'Król idzie o jedno pole w dowolną stronę. Wieża porusza się o dowolną liczbę wolnych pól wzdłuż rzędu lub kolumny, goniec po przekątnej, hetman na oba sposoby. Skoczek skacze o dwa pola w jedną stronę i o jedno w bok, nad czymkolwiek po drodze. Pion idzie o jedno pole do przodu, z pola wyjściowego o dwa, gdy oba są wolne, i bije o jedno pole na ukos do przodu. Każda bierka bije, wchodząc na pole bierki przeciwnika.',
        promote:
          'Pion, który dojdzie do ostatniego rzędu, musi zostać hetmanem, wieżą, gońcem lub skoczkiem swojego koloru: strona zapyta, którą bierką.',
        special:
          'Roszada: król i wieża, które jeszcze się nie ruszały, z wolnymi polami między nimi, ruszają się naraz: król o dwa pola w stronę wieży, wieża na pole, przez które przeszedł król. Nie spod szacha, nie przez atakowane pole i nie pod szacha. Bicie w przelocie: piona, który właśnie przeszedł o dwa pola obok piona przeciwnika, ten pion może zbić tak, jakby przeszedł o jedno — tylko w najbliższym ruchu.',
        end: 'Atakowany król jest szachowany i żaden ruch nie może zostawić własnego króla w szachu. Gracz w szachu bez dozwolonego ruchu dostał mata i przegrywa; gracz bez szacha i bez dozwolonego ruchu ma pata: remis.',
        draws:
          'Pat; trzecie powtórzenie pozycji; 50 ruchów każdej strony bez bicia i bez ruchu pionem; oraz pozycje, w których nikt nie może dać mata: króle z co najwyżej jednym gońcem lub skoczkiem na szachownicy albo z samymi gońcami, wszystkimi na polach jednego koloru.',
      },
      diagrams: {
        start: 'Pozycja wyjściowa: hetmany na polach swojego koloru, d1 i d8.',
        castling:
          'Białe robią długą roszadę, O-O-O: król idzie na c1, wieża z a1 na d1. Krótka roszada jest niedozwolona: goniec z g2 atakuje f1, przez które przeszedłby król.',
        enPassant: 'Czarne właśnie zagrały d7-d5: pion z e5 bije go w przelocie, exd6, stając za nim.',
        underPromotion: 'b8=N: pion zostaje skoczkiem, który szachuje króla na d7 — hetman na b8 by nie szachował.',
      },
    },

    shogi: {
      title: 'Shōgi',
      summary:
        'Szachy japońskie: plansza 9×9, bierki promowane w trzech ostatnich rzędach i zbite bierki, które wracają do gry po stronie zbijającego.',
      rules: {
        board:
          'Plansza 9×9; kolumny numerowane od 9 do 1 od lewej strony czarnych, rzędy od a (daleki) do i (bliski). Każda strona ma 20 bierek w pierwszych trzech rzędach: lance, skoczki, srebrnych i złotych generałów oraz króla w pierwszym, wieżę i gońca w drugim, dziewięć pionów w trzecim. Zaczynają czarne (sente), grające w górę.',
        pieces:
          'Król: jedno pole w dowolną stronę. Złoty generał: jedno pole w każdą stronę poza ukosem do tyłu. Srebrny generał: jedno pole na ukos lub prosto do przodu. Skoczek: tylko dwa skoki do przodu, dwa pola naprzód i jedno w bok. Lanca: dowolnie daleko prosto do przodu. Pion: jedno pole do przodu i tak samo bije. Wieża i goniec jak w szachach. Bierki biją, wchodząc na pole przeciwnika.',
        promote:
          'Ruch, który zaczyna się lub kończy w trzech ostatnich rzędach, może promować bierkę: srebrny generał, skoczek, lanca i pion chodzą wtedy jak złoty generał, wieża zyskuje ukośny krok króla, goniec prosty krok króla. Promocja jest dobrowolna — strona zapyta — poza pionem lub lancą w ostatnim rzędzie i skoczkiem w dwóch ostatnich, które muszą się promować. Złoty generał i król nie promują się.',
        drops:
          'Zbita bierka trafia, bez promocji, do ręki zbijającego (widać ją obok planszy). Zamiast ruchu gracz może zrzucić bierkę z ręki na dowolne wolne pole: kliknij ją w ręce, potem pole. Nie tam, skąd nie mogłaby się już ruszyć, nie piona na kolumnę, gdzie ten gracz ma już niepromowanego piona (nifu), i nie piona, który od razu matuje (uchifuzume).',
        end: 'Jak w szachach żaden ruch nie może zostawić własnego króla atakowanego. Gracz bez dozwolonego ruchu przegrywa; pata nie ma.',
        draws:
          'Czwarte powtórzenie pozycji (te same bierki, ręce i strona na ruchu) to remis (sennichite), chyba że jedna strona szachowała w każdym ruchu cyklu: ta przegrywa. Gra kończy się po 512 półruchach: jeśli oba króle stoją wtedy w strefach promocji (impas, jishōgi), każda strona liczy 5 punktów za wieżę lub gońca, promowanych czy nie, i 1 za każdą inną bierkę poza królem, na planszy i w ręce; mniej niż 24 przegrywa, obie strony z 24 i więcej remisują. W przeciwnym razie jest remis. Gdy oba króle weszły, gracz na ruchu może od razu zażądać liczenia punktów przyciskiem Ogłoś impas.',
      },
      diagrams: {
        start: 'Pozycja wyjściowa: czarne (sente, na dole) mają wieżę po prawej, gońca po lewej.',
        promotion:
          'Srebrny generał wchodzi do strefy promocji: S-3c+ promuje go (będzie chodził jak złoty); S-3c= zostawia srebrnego, który może cofać się na ukos.',
        drop: 'Czarne zrzucają piona z ręki na 3c. Na kolumnę 5, gdzie stoi już czarny pion, nie wolno go zrzucić.',
        uchifuzume:
          'Pion zrzucony na 1b od razu zamatowałby króla, czego przepisy zabraniają; wejście tam inną bierką z matem jest dozwolone.',
      },
    },

    xiangqi: {
      title: 'Xiangqi (szachy chińskie)',
      summary:
        'Szachy chińskie: bierki stoją na 90 punktach przecięcia linii, przez środek planszy płynie rzeka, a każda strona ma swój pałac; wygrywa, kto zamatuje generała. Zaczynają czerwone.',
      rules: {
        board:
          'Dziewięć kolumn i dziesięć rzędów linii; bierki stoją na punktach ich przecięcia, kolumny a–i od lewej strony czerwonych i rzędy 1–10 od ich strony. Rzeka między 5. a 6. rzędem przerywa wewnętrzne kolumny. Każda strona ma pałac z 3×3 punktów z dwiema przekątnymi: czerwone d1–f3, czarne d8–f10. Każda strona ma generała, dwóch doradców, dwa słonie, dwa konie, dwa rydwany, dwie armaty i pięciu żołnierzy. Zaczynają czerwone.',
        pieces:
          'Generał: o jeden punkt wzdłuż linii, nigdy poza swój pałac. Doradca: o jeden punkt na ukos, nigdy poza swój pałac. Słoń: dokładnie o dwa punkty na ukos, nigdy przez rzekę; bierka dowolnej strony na punkcie pośrodku (oko słonia) go blokuje. Koń: o jeden punkt prosto, potem o jeden na ukos na zewnątrz; bierka na sąsiednim punkcie w dłuższym kierunku (noga konia) go blokuje. Rydwan: o dowolną liczbę wolnych punktów wzdłuż linii, jak wieża. Armata: porusza się jak rydwan, ale bije tylko, przeskakując dokładnie jedną bierkę dowolnej strony (zasłonę) i zabierając pierwszą bierkę za nią. Żołnierz: o jeden punkt do przodu; po przekroczeniu rzeki także o jeden punkt w bok; nigdy do tyłu. Każda bierka poza armatą bije, stając na punkcie bierki przeciwnika.',
        promote: 'Brak: żołnierz, który dojdzie do ostatniego rzędu, pozostaje żołnierzem i może już chodzić tylko w bok.',
        special:
          'Dwaj generałowie nigdy nie mogą stać naprzeciw siebie w jednej kolumnie bez bierki między nimi: ruch, po którym tak by stali, jest niedozwolony, tak jak ruch, który zostawia własnego generała atakowanego.',
        end: 'Atakowany generał jest szachowany i żaden ruch nie może zostawić własnego generała w szachu. Mat wygrywa. Gracz bez dozwolonego ruchu przegrywa, czy jest w szachu, czy nie: pat przegrywa.',
        draws:
          'Gdy pozycja wraca po raz trzeci (te same bierki na tych samych punktach, ten sam gracz na ruchu), a jedna strona szachowała każdym ruchem cyklu, ta strona przegrywa: wieczny szach przegrywa. Każde inne trzecie powtórzenie to remis; Dama nie stosuje zasad przeciw wiecznemu ściganiu, więc taki cykl też kończy się remisem. Remisem kończy się też 60 ruchów każdej strony bez bicia i bez ruchu żołnierzem. Remisu z braku materiału nie ma.',
      },
      diagrams: {
        start:
          'Pozycja wyjściowa: czerwone (na dole) mają armaty na b3 i h3 i pięciu żołnierzy w 4. rzędzie; każdy generał stoi pośrodku swojego pałacu.',
        horse: 'Koń z d4 nie może skoczyć na c6 ani na e6: na jego nodze, d5, stoi czarny żołnierz. Pozostałe sześć skoków jest wolnych (kropki).',
        elephant:
          'Słoń na c5 stoi nad rzeką: nie może jej przekroczyć na e7, a żołnierz na d4, w jego oku, zamyka mu drogę na e3. Zostaje tylko a3 (kropka).',
        cannon:
          'Armata z h3 przeskakuje czarną armatę na h8, swoją zasłonę, i bije konia na h10. Samej armaty na h8 zbić nie może: między nimi nie ma zasłony.',
        generals:
          'Czerwony generał nie może wejść na e1: stałby naprzeciw czarnego generała na e9 w otwartej kolumnie. Może iść na d2 (kropka).',
        soldier:
          'Żołnierz na c6 przekroczył już rzekę: idzie w bok, c6-b6 (strzałka), albo mógłby iść na c7 lub d6 (kropki). Żołnierz na g4 jeszcze jej nie przekroczył: może iść tylko do przodu na g5, nie w bok na f4.',
      },
    },

    minixiangqi: {
      title: 'Minixiangqi',
      summary:
        'Xiangqi na planszy 7×7 punktów (Shi Shiwei, 1973): bez rzeki, bez doradców i słoni, z żołnierzami, którzy od początku chodzą w bok.',
      rules: {
        board:
          'Siedem kolumn i siedem rzędów linii; bierki stoją na 49 punktach ich przecięcia. Każda strona ma pałac z 3×3 punktów z dwiema przekątnymi, czerwone c1–e3 i czarne c5–e7; rzeki nie ma. Każda strona ma generała, dwa konie, dwa rydwany, dwie armaty i pięciu żołnierzy. Zaczynają czerwone.',
        pieces:
          'Generał, koń, rydwan i armata poruszają się jak w xiangqi: generał nie opuszcza pałacu, bierka na nodze konia go blokuje, armata bije tylko, przeskakując dokładnie jedną bierkę. Żołnierz: o jeden punkt do przodu lub w bok od samego początku, nigdy do tyłu.',
        promote: 'Brak: żołnierz w ostatnim rzędzie pozostaje żołnierzem.',
        special: 'Jak w xiangqi dwaj generałowie nigdy nie mogą stać naprzeciw siebie w jednej kolumnie bez bierki między nimi.',
        end: 'Mat wygrywa. Gracz bez dozwolonego ruchu przegrywa, czy jest w szachu, czy nie: pat przegrywa.',
        draws:
          'Jak w xiangqi: przy trzecim powtórzeniu pozycji przegrywa strona, która szachowała każdym ruchem cyklu; każde inne trzecie powtórzenie to remis, podobnie jak 60 ruchów każdej strony bez bicia i bez ruchu żołnierzem.',
      },
      diagrams: {
        start: 'Pozycja wyjściowa: generałowie stoją w tej samej kolumnie d, a między nimi żołnierze na d2 i d6.',
        sideways:
          'Żołnierz idzie o jeden punkt do przodu lub w bok, także na własnej połowie: c4-b4 (strzałka) albo na c5 lub d4 (kropki); nigdy z powrotem na c3.',
      },
    },

    makruk: {
      title: 'Makruk (szachy tajskie)',
      summary:
        'Szachy tajskie: plansza 8×8, met, który zamiast hetmana chodzi o jedno pole na ukos, khony chodzące jak srebrny generał w shogi i piony, które zaczynają w trzecim rzędzie, a w szóstym zostają metami.',
      rules: {
        board:
          'Plansza 8×8, kolumny a–h i rzędy 1–8; kolor pól nie ma znaczenia. Każda strona ma w pierwszym rzędzie khuna (króla), meta, dwa khony, dwa ma (skoczki) i dwa rua (wieże), a w trzecim osiem bia (pionów). Biały khun stoi na d1, a met na e1; czarny khun na e8, a met na d8. Zaczynają białe.',
        pieces:
          'Khun: o jedno pole w dowolną stronę; roszady nie ma. Met: o jedno pole na ukos. Khon: o jedno pole na ukos lub prosto do przodu. Ma: skok skoczka. Rua: o dowolną liczbę wolnych pól wzdłuż rzędu lub kolumny, jak wieża. Bia: o jedno pole do przodu, nigdy o dwa; bije o jedno pole na ukos do przodu, bicia w przelocie nie ma. Każda bierka bije, wchodząc na pole bierki przeciwnika.',
        promote: 'Bia, który dojdzie do szóstego rzędu (u czarnych do trzeciego), od razu zostaje metem; wyboru nie ma.',
        end: 'Żaden ruch nie może zostawić własnego khuna atakowanego. Mat wygrywa; gracz bez szacha i bez dozwolonego ruchu ma pata: remis.',
        draws:
          'Pat; trzecie powtórzenie pozycji; 64 ruchy każdej strony bez bicia i bez ruchu pionem. Tajskie zasady liczenia (gdy jednej stronie nie zostanie żaden pion, druga musi dać mata w liczbie ruchów zależnej od materiału) nie są stosowane.',
      },
      diagrams: {
        start: 'Pozycja wyjściowa: bia stoją w trzecim rzędzie, a każdy khun stoi naprzeciw meta przeciwnika, d1–d8 i e1–e8.',
        khon: 'Khon idzie o jedno pole na ukos lub prosto do przodu: c3-c4 (strzałka) albo na b4, d4, b2 lub d2 (kropki); nigdy prosto do tyłu na c2.',
        met: 'Met idzie o jedno pole na ukos: na e4, g4, e2 lub g2 (kropki), a nie prosto do przodu na f4, jak mógłby khon.',
        promotion: 'Bia z d5 dochodzi do szóstego rzędu: d6=M, od razu zostaje metem.',
      },
    },
  },
};
