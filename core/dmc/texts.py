"""Driving Me Crazy! in the rulebook's words: what each card does, what each decision asks.

One source for every client: the catalogue serves these texts, so no screen
keeps its own copy.  Card texts are the rulebook's ("Action Cards" and "Game
Variants"), quoted as printed; the decision texts say in players' words what
the pending seat is asked (the ``kind`` of the view's ``decision``).
"""

from __future__ import annotations

#: each card's effect, as the rulebook prints it
CARD_TEXT: dict[str, str] = {
    "km50": "Distance: 50 km. Distance cards are played in front of you, creating a 'road' of"
            " 50km and 100km cards.",
    "km100": "Distance: 100 km. Distance cards are played in front of you, creating a 'road' of"
             " 50km and 100km cards.",
    "stoplight": "Skip 2 turns.",
    "u_turn": "Discard the last 2 distance cards you played.",
    "traffic": "You cannot play distance cards for 4 turns.",
    "toll_booth": "Choose 2 cards from your hand and discard them.",
    "roundabout": "Play any 2 additional cards.",
    "shortcut": "Resolve an active traffic card OR Play 2 distance cards.",
    "gps": "Search the deck and draw any 2 cards.",
    "bus": "Draw 3 cards. Play a card.",
    "race_car": "Draw a card. Play a distance card. Repeat.",
    "stop_sign": "Play this when another player plays any card. Cancel the effects of the card"
                 " and discard it.",
    "yield": "Play this when another player plays a distance card. Instead of adding to their"
             " own 'road', the other player must play the card on your 'road', ignoring any"
             " active traffic or truck cards.",
    "backseat_driver": "Play this when another player plays a blue or red action card. Instead"
                       " of the active player, you immediately gain the benefits of the played"
                       " card. If you cannot play it, discard it.",
    "swerve": "Play at any time outside of your turn. All players must pass their entire hand"
              " to the player on their left.",
    "speed_camera": "Choose 3 distance cards from your hand and discard them.",
    "truck": "You cannot play 100 km distance cards for 6 turns.",
    "motorway": "Search the deck and draw any distance card. Then play 2 distance cards to your"
                " road.",
    "rest_stop": "Draw 5 cards into your hand, OR Discard as many cards as you want.",
    "rearview_mirror": "Search the discard pile, then show and draw any 3 cards OR Look at the"
                       " hands of up to 3 other players.",
    "overtake": "Discard an active truck card OR Play 2 distance cards.",
    "carpool": "Search the deck for a blue action card. Immediately play it for yourself and one"
               " opponent of your choice, OR Search the deck for 2 distance cards. Immediately"
               " play these for yourself. Take another of the same 2 cards and play these for"
               " an opponent of your choice, ignoring any traffic or truck cards.",
    "trailer": "Draw until you have 6 cards in your hand for the next 4 turns, OR Play 2 cards"
               " instead of one for the next four turns.",
    "highway_sign": "No stoplight cards may be played.",
    "no_u_turn_sign": "No u-turn cards may be played.",
    "low_tunnel_sign": "No bus cards may be played.",
    "speed_bumps_sign": "No race car cards may be played.",
    "signal_not_found": "No GPS navigation cards may be played.",
}

#: the rulebook's notes printed under a card
CARD_NOTE: dict[str, str] = {
    "shortcut": "If used to resolve a traffic card, lay the shortcut in front of you. When your"
                " next turn begins, discard both the traffic and shortcut cards.",
    "overtake": "If used to resolve a truck card, lay the overtake in front of you. When your"
                " next turn begins, discard both the truck and overtake cards.",
    "trailer": "This card adjusts the base rules for playing one card per turn and then drawing"
               " back up to the hand minimum of 4 cards. It does not adjust other action"
               " cards.",
    "stoplight": "Tip: Playing with many people and longer rounds? Feel free to remove"
                 " stoplights from the game.",
}

#: the two readings of each "one effect OR another" card, in the card's own words
OPTION_TEXT: dict[str, str] = {
    "resolve_traffic": "Resolve an active traffic card",
    "resolve_truck": "Discard an active truck card",
    "play_distance": "Play 2 distance cards",
    "draw": "Draw 5 cards into your hand",
    "discard": "Discard as many cards as you want",
    "discard_pile": "Search the discard pile, then show and draw any 3 cards",
    "hands": "Look at the hands of up to 3 other players",
    "blue_card": "Search the deck for a blue action card. Immediately play it for yourself and"
                 " one opponent of your choice",
    "distance_cards": "Search the deck for 2 distance cards. Immediately play these for"
                      " yourself. Take another of the same 2 cards and play these for an"
                      " opponent of your choice",
    "hand_size": "Draw until you have 6 cards in your hand for the next 4 turns",
    "two_plays": "Play 2 cards instead of one for the next four turns",
}

#: who a card of each colour is played on, in the rulebook's words
COLOUR_TEXT: dict[str, str] = {
    "distance": "Distance cards are played in front of you, creating a 'road' of 50km and"
                " 100km cards.",
    "red": "Red cards are played on and affect an opponent of your choice. A red card can NOT"
           " be played to a player with a red card already in front of them.",
    "blue": "Blue cards are played on and affect yourself.",
    "reaction": "Yellow lightning bolt cards are reaction cards. They must be played during"
                " another player's turn.",
    "sign": "Every time one of the Signs of Madness cards are on the top of the deck, flip it"
            " over onto a separate discard pile. Whichever card is on the top of this pile"
            " affects the entire table until it is covered up by another Signs of Madness"
            " card.",
}

#: each variant's title as the rulebook heads it
VARIANT_TITLE: dict[str, str] = {
    "quick_reactions": "Quick Reactions",
    "highway_hysterics": "Highway Hysterics",
    "fork_in_the_road": "Fork in the Road",
    "signs_of_madness": "Signs of Madness",
}

#: every ``decision.kind`` the view can show, and what it asks of the deciding seat
DECISION_TEXT: dict[str, str] = {
    "turn": "Play a card, or discard one or more cards.",
    "pass": "Your hand is empty: pass (you can only pass if you start your turn with no"
            " cards).",
    "discard_or_end_turn": "Discard more cards, or end your turn.",
    "draw": "Draw the cards asked: up to 4 in your hand at the end of your turn, or as the"
            " card just played says.",
    "reaction_window": "A card was just played: react with a reaction card, or let it go.",
    "roundabout_play": "Roundabout: play an additional card (any 2 in all).",
    "bus_play": "Bus: play a card.",
    "shortcut_play": "Shortcut: play a distance card (2 in all).",
    "race_car_play": "Race car: play a distance card.",
    "motorway_play": "Motorway: play a distance card to your road (2 in all).",
    "overtake_play": "Overtake: play a distance card (2 in all).",
    "trailer_play": "Trailer: play a second card this turn.",
    "gps_take": "GPS: search the deck and draw any 2 cards.",
    "motorway_take": "Motorway: search the deck and draw any distance card.",
    "toll_booth_discard": "Toll booth: choose 2 cards from your hand and discard them.",
    "speed_camera_discard": "Speed Camera: choose 3 distance cards from your hand and discard"
                            " them.",
    "rest_stop_discard": "Rest Stop: discard as many cards as you want, then stop.",
    "rearview_mirror_take": "Rearview Mirror: search the discard pile and draw any 3 cards.",
    "rearview_mirror_look": "Rearview Mirror: look at the hands of up to 3 other players.",
    "carpool_blue_take": "Carpool: search the deck for a blue action card.",
    "carpool_distance_take": "Carpool: search the deck for 2 distance cards.",
    "carpool_opponent": "Carpool: choose the opponent who gets the same.",
    "carpool_copy_take": "Carpool: take another of the same card for your opponent.",
    "gained_card_play": "Backseat Driver: you gained the played card; play it (if you cannot,"
                        " discard it).",
    "flip_signs": "Signs of Madness: only signs are left in the draw pile, so one is on top;"
                  " flip each onto the sign pile (the last one is in force) before anything"
                  " else; a draw then goes on from the reshuffled discard pile.",
    "finishing": "A card just reached the goal: react to it with a reaction card, or confirm"
                 " that the game is over.",
}
