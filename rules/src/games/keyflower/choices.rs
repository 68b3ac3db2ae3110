//! Keyflower's choices where the rulebook (the English base rules and The Merchants' German
//! text) is silent or contradicts itself, each quoting the sentences that leave it open, and the
//! rule fixes of each data version. The numbers are stable: code elsewhere says "choice N".
//!
//! # Choices where the text is silent or ambiguous
//! 1. Settled by the rulebook from data version 2 ([`Config::uses_above_three`](super::Config::uses_above_three)): "A player may
//!    use more workers than are required, for example if they are reallocating workers from a
//!    losing bid which cannot be split or to prevent other players from using a tile. Each use of
//!    a tile requires at least one more worker than the previous use", and "No more than six
//!    workers may be placed on a tile in one season": a use takes any number above the last
//!    use's, up to what the tile still holds (a first use of 3 or more blocks it). Version 1
//!    capped a use at 3, reading the summary's "first 1, then 2, then 3" as the only sizes.
//! 2. Settled by the rulebook from data version 2 ([`Config::one_colour_per_tile`](super::Config::one_colour_per_tile)): "All
//!    workers used in bidding for a tile must be of the same colour as any other workers
//!    surrounding the tile (as part of a bid) or on the tile (which have been placed to use that
//!    tile)", and a use of a tile up for auction: "the worker placed on the tile must be the same
//!    colour as any worker that has already been used to bid for the tile". A season tile has
//!    one colour, set by its first worker (bid or use); a use's colour holds for the season, so
//!    it outlives bids that move away, and a tile nobody is at takes any colour. Version 1 kept
//!    the colours of bids and uses apart.
//! 3. Outbid groups: "If workers are outbid, they can be moved elsewhere but must remain
//!    together. When moving outbid workers, a player may supplement these workers with other
//!    losing workers or with workers from behind their screen", to a bid or a use ("reallocating
//!    workers from a losing bid"). Where "elsewhere" is, The Merchants' clarification of the base
//!    rules settles from data version 2 ([`Config::outbid_groups_leave_their_tile`](super::Config::outbid_groups_leave_their_tile)): "zu anderen
//!    Geboten, zur Produktion auf andere Dorfplättchen" (to other bids, to production on other
//!    tiles), so never to a use of the tile they were outbid on, which version 1 allowed. A
//!    group too large for the room left on a tile cannot go to it (the six-worker limit).
//! 4. A use whose input is a worker of a shown colour (Fair: red, Peddler: yellow, Store: blue)
//!    needs that worker besides the workers placed ("places a worker on this tile and then places
//!    an additional worker in the bag of the colour indicated"). The English rulebook does not
//!    say where it comes from; The Merchants' clarification of the base rules does, and data
//!    version 3 follows it ([`Config::outbid_groups_pay_exchanges`](super::Config::outbid_groups_pay_exchanges)):
//!    outbid workers may go "in den Beutel, um die Kosten eines Ausbaus zu bezahlen oder als Teil
//!    eines Tausches" (into the bag, for an extension's cost or as part of an exchange), "immer
//!    als Gruppe". The exchanges that put a worker into the bag are these three and the Tavern, so
//!    from version 3 a whole outbid group holding the colour asked (the Tavern: any group) may
//!    pay instead of a worker from behind the screen; a larger group goes into the bag whole, as
//!    The Merchants allows for an extension ("kann der Spieler mehr Arbeiter dafür abgeben als
//!    erforderlich"); while the placement is gathered, one possible payer always stays out of it.
//!    Versions 1 and 2 took the worker from behind the screen only. The order is the text's: into
//!    the bag, then "takes the indicated number of green workers from the stock" (choice 15).
//! 5. Set-up order: the rulebook lists its steps in order, and the engine follows it: "Each player
//!    draws eight workers at random secretly from the bag" comes before the boats' "Place a number
//!    of workers from the bag", which are filled in the order of the boat list ("Place the relevant
//!    boat tiles in a row"). Which player draws first is not said and changes nothing, every draw
//!    being at random: seat order. Home tiles are dealt "at random"; "The player who received the
//!    lowest numbered home tile takes the purple start player worker". Seat order is clockwise
//!    ("play proceeds clockwise").
//! 6. Settled by the rulebook: summer and autumn tiles are drawn when their season starts ("Place
//!    the twelve summer tiles and twelve autumn tiles in two separate piles. These will be used
//!    later in the game"; "In summer and autumn place a number of village tiles for that season …
//!    Any surplus tiles are placed back in the box"); until then they lie unseen with the tiles out
//!    of play.
//! 7. A placement is gathered step by step and shown to the other players only when it is
//!    confirmed, so its steps may be taken back; confirming one reveals the workers' colour and
//!    cannot be. A pass may be taken back while the season's turns go on. The text is silent
//!    (at a table nothing is hidden while a hand hovers): "On their turn a player places one or
//!    more workers into a single location" makes a placement one act, so its steps stay the
//!    player's own until it is done. A contract traded meanwhile (choice 38) shows at once; a
//!    trade for a worker or skill tile cannot be taken back (it moves what lies behind the
//!    screen), one for a resource can, as before placing.
//! 8. The base game is the default option until the app offers The Merchants, whose rules the
//!    engine plays (`Options::merchants`): the app's offer, not a reading of either text.
//! 9. Settled by the rulebook: base-game ties are shared ("If players have an equal number of
//!    points the players are tied and should play again in order to determine the winner"); playing
//!    again is the table's affair.
//! 10. Settled by the rulebook from data version 2: when nobody bid on the start-player tile
//!     (spring to autumn), "the existing start player remains the start player for the purposes of
//!     collecting the boat contents", so the players without a turn-order tile take boats clockwise
//!     from them, and only "after all of the players have taken their workers and skill tile(s),
//!     the player to the start player's left becomes the new start player and takes the purple
//!     start player marker". When someone won it, "When that tile is resolved the start player will
//!     change to that player immediately": the worker moves as its winner takes their boat (choice
//!     14). Version 1 had the others choose from the new start player in both cases and moved the
//!     worker after the last boat.
//! 11. A won tile that fits nowhere (no free place where all shared edges match) may be built
//!     anywhere next to the village, turned at will: the text asks for matching sides ("The sides
//!     of any tiles that are placed adjacent to each other: road and water, must match") and for
//!     every won tile to be added ("Players simultaneously add the village tiles … to their
//!     village"), and says nothing of a tile that cannot match. Boats and water, weighed from data
//!     version 2: "Note that unless the player also owns summer boat 2a, all the sides must match:
//!     roads, no roads, water. However a player does not have to connect the boat(s) to the water
//!     side of their home tile if they do not wish to", and "Note that boat tiles (including the
//!     four summer boats) do not have to be placed so that the water sides connect" (under Sea
//!     Breese: they "will not score points for the Sea Breese if they are not"). The first states
//!     the rule and the second its one exception, which the first itself names ("However"): where
//!     one of two touching tiles is a boat (a winter boat or a summer boat), water and no road
//!     match; roads still meet only roads, and the home tile's water still meets only water or a
//!     boat. Version 1 matched every edge exactly, boats included.
//! 12. Building is done one player after the other, clockwise from the new start player, one tile
//!     at a time in the order the player likes. The text says "Players simultaneously add the
//!     village tiles"; villages never touch and building is open, so an order changes nothing, and
//!     it lets each placement be its own step.
//! 13. The home tile stands unturned at the village's origin, its water edge facing down. The
//!     rulebook only says "The home tile is placed in front of the player's screen"; every other
//!     tile is turned to fit it, so only the relative layout matters.
//! 14. Settled by the rulebook: a player with several turn-order tiles chooses their boat at the
//!     lowest ("The player who won the number 1 turn order tile takes the workers and skill tile(s)
//!     from the boat of their choice … The player(s) who won the number two, three and four turn
//!     order tiles … then do the same"; "A player may only take contents of one boat even if they
//!     win the bids for more than one turn order tile"; in winter "they take these turn order tiles
//!     but do not take a second boat tile"). From data version 2 the start-player tile counts as
//!     resolved when its winner takes that boat, and the purple worker moves then (choice 10): the
//!     text does not say when a player's second tile is resolved, and only the marker's moment can
//!     differ.
//! 15. A worker paid for a use (Tavern: any colour; Fair, Peddler, Store: the shown colour, choice
//!     4) comes from behind the screen, besides the workers placed ("discards an additional
//!     worker"; the rulebook does not say from where), or from data version 3 as a whole outbid
//!     group (choice 4). Settled by the rulebook from data version 2,
//!     each tile as worded: the Tavern's worker goes into the bag after the draw ("After the
//!     workers have been drawn, the discarded worker is placed in the bag. The discarded worker
//!     cannot be used to make up any shortfall of workers in the bag"); the Hiring Fair's skill
//!     tile lies "face down next to the pile" until, after the draw, "The skill tile they played is
//!     then mixed in with the remaining skill tiles in the pile". The Brewer's skill tile ("places
//!     a skill tile of any type face down in the pile of skill tiles. The player then draws the
//!     indicated number of workers"), the Carpenter's, Mason's and Smelter's ("in the pile of skill
//!     tiles. The player then takes the resources") and the Fair's, Peddler's and Store's worker
//!     (choice 4) go back first, as worded; none of these draws from where its payment went.
//!     Version 1 returned every payment first, so the Tavern and the Hiring Fair could draw it
//!     again.
//! 16. "Any resource" in an upgrade cost may be gold as well: gold is one of the four resources
//!     ("120 octagonal wooden resource counters: 48 gold …"), and the text names no exception
//!     ("Resources required for the upgrade must be on the village tile"). The player chooses which
//!     resources and skill tiles pay it, one at a time, after the named items are paid.
//! 17. A summer boat's ability holds from the moment its tile is won (before it is built). The text
//!     says "When in a player's village the tile gives that player a unique ability", but also that
//!     1a and 1b pay out "When taking workers from the boats at the end of summer and autumn",
//!     which a boat won in summer can do only before it is built (won tiles are taken in step 3,
//!     boats in step 5, villages expanded in step 6); so "in a player's village" is read as
//!     "owned". 2a's free placement then covers the tiles built with it.
//! 18. Settled by the rulebook from data version 2: in winter the holders of turn-order tiles take
//!     them and a boat in number order, then "in clockwise order from the new start player, any
//!     player who did not win a turn order tile selects a boat"; "At the end of winter the player
//!     winning the tile depicting the purple start player worker also takes the purple start player
//!     worker" (once all boats are taken), and if nobody bid for it "the existing start player
//!     remains the start player for the purposes of selecting the boat tiles and then the start
//!     player marker passes to the player on the start player's left". The marker scores for
//!     whoever then holds it (choice 34). "There are no new workers or skill tiles arriving on the
//!     boats"; 1a and 1b pay out "When taking a boat tile at the end of winter". Version 1 had the
//!     others choose from the start player, who kept the worker.
//! 19. Boats are always loaded one item at a time, boat after boat in the boat list's order. The
//!     text settles a short bag ("fill boats in order with one worker at a time, but not with more
//!     workers than are stated on the tile"); with enough in the bag this gives the same chances as
//!     loading them one by one. Skill tiles are shared the same way: the text speaks of workers
//!     only.
//! 20. Settled by the rulebook: everyone chooses winter tiles at once, in secret ("each player
//!     selects one or more of the winter tiles … The numbers of tiles selected are then revealed
//!     simultaneously"); a player puts up tiles one at a time and may take them back until
//!     confirming (choice 7). From data version 2 they are shuffled only "if there are more than
//!     two players" (version 1 always shuffled); with two they are laid out in the tiles' own
//!     order, which tells each player nothing they do not know (the tiles not their own are the
//!     other's) and a spectator nothing about who put up which.
//! 21. Settled by the rulebook: Flipper's free upgrade is optional ("The player may flip one tile
//!     in their home village without having to pay the upgrade cost"; The Merchants: "wertet er ein
//!     Plättchen in seinem Dorf auf") and may turn any tile of its holder's village that has an
//!     upgraded side; the home tile is one of them (it has an upgraded side, and "home village" is
//!     read as the village around it).
//! 22. Settled by the rulebook from data version 2 ([`Config::boats_4a_4b_as_worded`](super::Config::boats_4a_4b_as_worded)): "If
//!     another player has bid for a village tile using blue, red or yellow (but not green)
//!     workers, then the owner of this boat may counter bid using a different colour (including
//!     green). However all of the workers used in the counter bid must be of the same colour."
//!     So 4a's holder bids on a season tile (a village tile; never a turn-order tile, never a
//!     use) in any one colour, green included, where another player's bid stands and the tile's
//!     colour is not green; their whole bid there stays one colour, raised in it while another
//!     player bids there ("has bid" is read as a bid standing now: a counter-bid needs a bid to
//!     counter). Version 1 let 4a mix blue, red and yellow, never green, on turn-order tiles too.
//! 23. Settled by the rulebook from data version 2 ([`Config::boats_4a_4b_as_worded`](super::Config::boats_4a_4b_as_worded)): 4b
//!     frees its holder from the colour rule "when placing workers on the tile for production",
//!     where "a tile has already been bid for, or has previously been used for production": any
//!     colours together on a use of a tile with bids or uses this season; bids follow the colour
//!     rule. "Previously used" is read as this season (the colour rule is a season's, and workers
//!     leave the tiles when it ends). "The horizontal workers still count toward the six worker
//!     limit", and each use still takes more workers than the last. Where nobody is yet, "the
//!     player must place their workers standing up in the usual way and, if more than one, they
//!     must be of the same colour as each other". Version 1 let 4b mix on bids too.
//! 24. Settled by the rulebook from data version 2 ([`Config::boats_4a_4b_as_worded`](super::Config::boats_4a_4b_as_worded)): the
//!     colour is the standing workers': "Other players must continue to use the colour of the
//!     standing up workers" (4b's lying workers never change it), and for 4a "If all of the other
//!     players' workers (the players who had been bid against) are moved elsewhere because they
//!     have been outbid and there are no workers using the tile being bid for, then the workers
//!     that are lying horizontal are stood up and their colour becomes the new bid and usage
//!     colour for that tile"; with workers using it, the use's colour holds (choice 2). Version 1
//!     kept the first colour while anyone bid, even once only a mixed bid was left.
//! 25. An outbid group moves whole only to where its owner may place all its colours together
//!     (the colour rule, 4a and 4b included): "they can be moved elsewhere but must remain
//!     together". From data version 2 no bid is mixed (4a counter-bids in one colour, 4b mixes
//!     uses only), so a group is of one colour and goes where that colour may (with 4a, as a
//!     counter-bid too). Version 1's mixed groups never opened an empty location and went with
//!     4a only to another player's bid that is not green. Workers topping a group up follow the
//!     same rule.
//! 26. Bids and uses keep each player's workers by colour: at a season's end an outbid group goes
//!     home with its colours, a winning bid goes into the bag worker by worker in its own
//!     colours, and the workers on tiles go to the winner or owner by colour. The text places the
//!     workers that break the colour rule "lying horizontal for ease of identification" and says
//!     nothing of their colours changing, so each keeps its own. A placement of mixed colours is
//!     gathered one worker or group at a time and shown to its player alone until confirmed, like
//!     any other (choice 7).
//! 27. End scoring's first step: the resources of a yard's own kind (on the Barn any but gold)
//!     always score on the yard and are set aside ("Only resources that have been placed on the …
//!     tiles during the course of the game may be kept on those tiles"; The Merchants: "Dann werden
//!     diese Rohstoffe beiseitegelegt"). A gold there (with 3b any other resource there) and the
//!     purple marker as a resource score there only if the allocation puts them there: gold "can be
//!     used as a substitute" there, a "can" the text leaves to the player, and the engine maximises
//!     each player's total.
//! 28. Settled by the rulebook: with summer boat 3b every resource counts as any kind in end
//!     scoring ("For game end scoring purposes, gold, iron, stone and wood can be counted in
//!     substitution for any other type of resource"): on a yard, for the winter tiles and as gold
//!     left over (1 VP each).
//! 29. Settled by the rulebook: Mercer's Guild scores sets of wood, stone and iron, a gold standing
//!     in for any of them ("5 points for each set of three different resources … gold can be used
//!     in substitution of any of the other types of resource, but if it is used in this way the
//!     gold does not then also score 1 point").
//! 30. Settled by the rulebook: the Keyflower boat scores "1 point for each of the player's
//!     transport capacity": the carts of all the village's transport tiles ("The player's home
//!     tiles and the transport tiles: farrier, stable and wainwright each enable the transport") on
//!     the sides they show; with 2b "This total can be doubled", once.
//! 31. Sea Bastion: a road loop is a cycle of the graph whose nodes are the village's tiles and
//!     whose links are shared edges with a road on both sides; each tile on a cycle scores 1, so
//!     the smallest loop is three tiles at a corner. The text ("1 point for each tile which is
//!     connected by roads as part of a loop which connects back to the starting point without the
//!     traveler having to travel along the same route twice") sets no least size; a cycle is its
//!     plainest reading. 2a's cross-country links are no roads, as the text settles ("This ability
//!     does not affect the Sea Bastion boat which requires roads to be connected in a loop").
//! 32. Sea Breese counts the boat tiles and summer boats linked to the home tile's water edge, one
//!     after another through water edges facing each other, itself included when linked ("Points as
//!     indicated for each boat (including the summer boats) that connects by river to the home
//!     tile": "by river" is read as a chain of water edges, boats having water on two sides):
//!     1/2/3/4/5 or more boats score 2/4/8/16/32, none 0 (The Merchants: "maximal 32 Punkte …, auch
//!     wenn er mehr als 5 Flussplättchen"). A boat need not be linked (choice 11): "Boat tiles do
//!     not have to be placed so that the water sides are connected, but will not score points for
//!     the Sea Breese if they are not".
//! 33. Settled by the rulebook from data version 2: a turn-order tile scores 1 VP for every tile
//!     next to it ("1 point for each other tile that the turn order tile is connected to. Note that
//!     unless the player also owns summer boat 2a, all the sides must match", so a tile next to it
//!     is connected to it; The Merchants' order of scoring: "ein Punkt für jedes angrenzende
//!     Plättchen"). Version 1 counted only the tiles linked to it by road.
//! 34. The purple marker counts as one worker of any colour, one skill of any kind or one resource
//!     ("may be declared … as a resource, skill or worker of any colour"); as a resource it is
//!     taken as a gold, which does all another resource could (stands in on every yard and in
//!     Mercer's sets, scores 1 kept), the text naming no kind. As a worker it may go to White Wind.
//!     It scores for whoever holds it at the end: the rulebook names "the player who successfully
//!     bid for it", The Merchants "seinem Besitzer" (its holder); they differ only when nobody bid
//!     for it in winter (choice 18), and then the marker has passed to a player, who holds it.
//! 35. Among allocations with the same total, a fixed order picks the one shown, so the rows may
//!     split a total either way (a gold kept or on the Watermill scores 1 both ways): the text
//!     leaves the allocation to the player ("can be allocated as required") and says nothing of
//!     showing one of equal ones.
//! 36. The Merchants, settled by its text: each name's boat (base or "II") is drawn at random
//!     ("wählen zufällig eins davon aus"); in variant A all are "II" boats ("werden nur die
//!     Schiffplättchen aus Keyflower – the Merchants genommen"), The Merchants' spring, summer and
//!     autumn tile is always among the season's tiles and its three winter tiles always among those
//!     dealt ("mit den Dorfplättchen aus Keyflower – the Merchants … und zusätzlich"; "die drei
//!     Winterplättchen … und zusätzlich"). The text does not describe the "II" boats' edges: they
//!     lie with water on two opposite edges like the base ones.
//! 37. Contracts: the 36 are dealt into three piles of 12 at set-up ("auf drei etwa gleich große
//!     Stapel verteilt"). A boat's contract comes from a pile chosen at random ("zufällig von einem
//!     der verdeckten Stapel"). A gap in the open row is filled from the pile beside it, or the
//!     next pile that has one: the text says only "durch ein anderes von einem der drei verdeckten
//!     Stapel ersetzt", each open contract lying "neben den jeweiligen Stapel". Once all three
//!     piles are empty the discard pile is shuffled into three piles as even as possible ("drei
//!     neue, etwa gleich hohe Vertragsstapel").
//! 38. Settled by The Merchants from data version 2 ([`Config::trades_any_time_in_turn`](super::Config::trades_any_time_in_turn)): "Ein
//!     Spieler kann jederzeit während seines Spielzuges einen Vertrag ... tauschen" (at any time
//!     during one's turn): before placing, while gathering a placement and during a use's steps
//!     (version 1: only before placing), any number, each a free action. Open: "falls dieses
//!     vorhanden ist" (if the item is there), for a named item: a resource onto the home tile (if the supply has one), a
//!     worker of that colour from the bag (green: from the green workers apart first), a skill
//!     tile of that kind from the supply. The bag's colours and the skill supply's kinds are
//!     hidden, so a trade for a worker or a skill tile is open while the bag or supply holds
//!     any, and if the colour or kind asked for is not there one is drawn at random instead.
//!     The traded contract goes face up onto the discard pile.
//! 39. Settled by The Merchants: cabins stand on their owner's home tile and add an upgrade icon to
//!     any use of it ("das jedem Spieler zur Verfügung steht, der das Plättchen auf die übliche
//!     Weise nutzt"); summer boat 2b doubles them as well ("wird die Aufwertungsfähigkeit der Hütte
//!     verdoppelt").
//! 40. An extension is built with one upgrade icon (instead of an upgrade) on an upgraded tile
//!     of the user's village, in the colour of the workers used on it this season if any; its
//!     named skill tiles and resources are paid at once, then its workers one step at a time (a
//!     worker from behind the screen, or a whole outbid group that pays at least one of them,
//!     its surplus going into the bag too, each step leaving the rest payable), then "any"
//!     resources one at a time; summer boat 3a makes its named resources "any" ("kann jeden
//!     beliebigen Rohstoff als Ersatz für irgendeinen anderen Rohstoff zahlen"). The text: "Falls
//!     bereits Arbeiter auf dem Plättchen sind, muss der Ausbau die gleiche Farbe wie die Arbeiter
//!     haben"; with 4b's mixed workers on the tile that is read as the standing workers' colour
//!     (choice 24). Summer boat 4b's holder ignores an extension's colour lock ("kann diese
//!     Einschränkung ignorieren und weiterhin Arbeiter beliebiger Farbe einsetzen"), but where
//!     nobody is yet still places one colour, as 4b's own text asks (choice 23).
//! 41. Sea Bastion II's swap is made as winter begins, before the winter tiles are chosen, by
//!     whoever took it in autumn ("Zum Ende des Herbstes muss der Spieler, der das Schiff Sea
//!     Bastion II erhält, ein anderes Schiff wählen, das noch nicht im Spiel ist"): nothing happens
//!     in between. "Noch nicht im Spiel" names no player count, so any boat not in play may be
//!     chosen.
//! 42. Settled by The Merchants: the base sides of the Assayer and the Bookkeeper give one item
//!     ("eins der folgenden Elemente aus dem Vorrat nehmen, falls vorhanden"): a contract while one
//!     can be had, or a resource or skill tile the supply still has.
//! 43. Variant C: the table names the players it helps when the game is set up; the text leaves
//!     them to the table ("kann den weniger erfahrenen Spielern geholfen werden").
//! 44. Variant B: a player's workers and skill tiles are spent from in front of the screen
//!     first, so a worker placed in the open tells nothing about what is hidden (the text says
//!     what lies in front, not which are spent first). The workers taken with a won tile and
//!     those traded for a contract from the bag go behind the screen: "ebenso wie Arbeiter, die
//!     ein Spieler aus dem Beutel zieht" covers the traded ones, and "Alle anderen Arbeiter, die
//!     von den Schiffen kommen, von erfolglosen Geboten, aus dem eigenen Dorf zum Ende der
//!     Jahreszeit und alle grünen Arbeiter" lists where the open ones come from without the won
//!     tiles' workers; a green worker traded from the green supply lies in front.
//! 45. The purple marker may stand for any one item a contract shows, as The Merchants says
//!     ("beliebiges Element, das für einen Vertrag benötigt wird"): a worker of any colour, a
//!     skill of any kind or a resource of any kind (a wood, stone or iron too, which a gold
//!     cannot be for a contract). Open: whether a contract's white "any worker" ("irgendein
//!     beliebiger ... dieses Typs") may be green; "Grüne Arbeiter können nicht als Ersatz für
//!     Arbeiter anderer Farbe benutzt werden" stands under bidding and speaks of standing in for
//!     a colour, which a white worker does not ask for, so green counts.
//! 46. Summer boat 3b lets any resource stand in for a resource a contract names, as on the
//!     winter tiles (choice 28): settled by the rulebook, as contracts score at the game's end
//!     and 3b holds "For game end scoring purposes".
//! 47. Settled by The Merchants: an extension adds the fixed VP of its tile on the side it shows
//!     once more ("die festgelegten Siegpunkte eines Dorfplättchens zu verdoppeln"), the home tile
//!     included, in a row of its own after the fixed VP ("Dann werden die Ausbauten gewertet").
//! 48. Settled by The Merchants: the Artisan counts every upgraded tile of the village, the home
//!     tile included ("2 Punkte für jedes seiner aufgewerteten Plättchen"); the Builder every
//!     extension in the village ("für jede seiner Ausbauten"); the Muleteer every contract behind
//!     the screen left unfulfilled ("für jeden seiner nicht erfüllten Verträge"), and since
//!     fulfilling is the player's choice ("kann er sie dem Vertrag zuweisen") its 3 is weighed by
//!     the allocation against what the items score elsewhere.
//! 49. Settled by The Merchants: Ianvincible II scores 2 VP per upgrade icon on the sides its
//!     holder's tiles show and per cabin ("für jedes Aufwertungssymbol des Spielers … Hufschmied,
//!     Hof, Stall und Wagenmacher und auch für die Hütten"); with 2b the whole is doubled ("Diese
//!     Summe kann verdoppelt werden"). Keyflower II (its gold aside), Sea Bastion II and Flipper II
//!     score nothing themselves, their text giving no points: the 2 and 5 VP are the base Flipper's
//!     and Ianvincible's.
//! 50. Settled by the texts: Sea Breese links "II" boats like any boat ("each boat (including the
//!     summer boats)"). Sea Breese II counts the winter tiles in the village (the Merchants'
//!     included), never boats, turn-order tiles or summer boats ("Reihenfolgeplättchen und
//!     Schiffplättchen gelten nicht als Winterplättchen"; summer boats are summer tiles).
//! 51. Settled by The Merchants: of tied players the one who took their winter boat earlier ranks
//!     higher ("der im Winter sein Schiffplättchen eher gewählt hat"). Players who took none (only
//!     while the game goes on, for the standing) rank after, sharing: the text speaks of the end
//!     only.
//! 52. Settled by The Merchants: fulfilled contracts score in their own row after the extensions,
//!     White Wind II's 10 each included (not in the boats' row): "Jeder erfüllte Vertrag bringt dem
//!     Spieler 7 Punkte (bzw. 10 Punkte, falls er das Schiff White Wind II besitzt)" is a step of
//!     its own, before the winter tiles and the boats.
//!
//! # Data versions (`data::DATA_VERSION`)
//! Version 2 follows the English rulebook where version 1 had made a choice the text settles,
//! and version 3 one more clarification of The Merchants; records of older versions replay as
//! they were played, each old rule chosen in one method of [`Config`](super::Config) named after
//! the rule.
//! - [`Config::one_colour_per_tile`](super::Config::one_colour_per_tile): a season tile's bids and uses share one colour (choice 2).
//! - [`Config::boats_4a_4b_as_worded`](super::Config::boats_4a_4b_as_worded): 4a counter-bids in one other colour on village tiles,
//!   its lying workers standing up once the bids against them left; 4b mixes colours on uses of
//!   a tile bid for or used, never on bids (choices 22–25).
//! - [`Config::uses_above_three`](super::Config::uses_above_three): a use takes any number of workers above the last use's, up to
//!   6 on the tile a season (choice 1).
//! - [`Config::outbid_groups_leave_their_tile`](super::Config::outbid_groups_leave_their_tile): an outbid group never goes to a use of the tile
//!   it was outbid on (choice 3).
//! - [`Config::trades_any_time_in_turn`](super::Config::trades_any_time_in_turn): contracts trade at any point of one's turn (choice 38).
//! - [`Config::returns_payment_after_draw`](super::Config::returns_payment_after_draw): the Tavern's worker and the Hiring Fair's skill
//!   tile go back only after the draw (choice 15).
//! - [`Config::start_player_moves_when_resolved`](super::Config::start_player_moves_when_resolved): without a bid on the start-player tile the
//!   boats go clockwise from the existing start player and the purple worker passes left after
//!   them; its winner takes it as they take their boat (choices 10, 14).
//! - [`Config::winter_start_player_moves`](super::Config::winter_start_player_moves): in winter the boats go clockwise from the start
//!   tile's winner, who takes the purple worker at the end; without a bid from the existing start
//!   player, the worker then passing left (choice 18).
//! - [`Config::unshuffled_winter_tiles_for_two`](super::Config::unshuffled_winter_tiles_for_two): with two players the winter tiles put up are
//!   not shuffled (choice 20).
//! - [`Config::boats_need_not_join_water`](super::Config::boats_need_not_join_water): a boat's water and no road match in building
//!   (choice 11).
//! - [`Config::turn_order_scores_every_neighbour`](super::Config::turn_order_scores_every_neighbour): a turn-order tile scores every tile next to
//!   it (choice 33).
//! - Version 3: [`Config::outbid_groups_pay_exchanges`](super::Config::outbid_groups_pay_exchanges): a whole outbid group may pay the
//!   worker a use puts into the bag (Fair, Peddler, Store, Tavern; choice 4).
