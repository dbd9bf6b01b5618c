"""Contains all the data models used in inputs/outputs"""

from .bot_level import BotLevel
from .bot_level_level import BotLevelLevel
from .bots import Bots
from .bots_added import BotsAdded
from .bots_added_status import BotsAddedStatus
from .bots_levels_item import BotsLevelsItem
from .catalogue import Catalogue
from .checked_step import CheckedStep
from .checked_step_events_item import CheckedStepEventsItem
from .checked_step_move_type_0 import CheckedStepMoveType0
from .checked_step_own import CheckedStepOwn
from .checked_step_seats_item import CheckedStepSeatsItem
from .checked_step_view import CheckedStepView
from .claim import Claim
from .claimed import Claimed
from .created import Created
from .drive_break_down import DriveBreakDown
from .drive_catalogue_entry import DriveCatalogueEntry
from .drive_catalogue_entry_cards_item import DriveCatalogueEntryCardsItem
from .drive_catalogue_entry_cards_item_rules import DriveCatalogueEntryCardsItemRules
from .drive_catalogue_entry_cars_item import DriveCatalogueEntryCarsItem
from .drive_catalogue_entry_decisions import DriveCatalogueEntryDecisions
from .drive_catalogue_entry_edges_item import DriveCatalogueEntryEdgesItem
from .drive_catalogue_entry_limit import DriveCatalogueEntryLimit
from .drive_catalogue_entry_modes_item import DriveCatalogueEntryModesItem
from .drive_catalogue_entry_move_types_item import DriveCatalogueEntryMoveTypesItem
from .drive_catalogue_entry_options import DriveCatalogueEntryOptions
from .drive_catalogue_entry_seats_item import DriveCatalogueEntrySeatsItem
from .drive_catalogue_entry_signs_item import DriveCatalogueEntrySignsItem
from .drive_catalogue_entry_start_finish import DriveCatalogueEntryStartFinish
from .drive_catalogue_entry_start_finish_ports_item import DriveCatalogueEntryStartFinishPortsItem
from .drive_config import DriveConfig
from .drive_create_game import DriveCreateGame
from .drive_create_game_bot_levels_item import DriveCreateGameBotLevelsItem
from .drive_discard import DriveDiscard
from .drive_draw import DriveDraw
from .drive_draw_card_type_0 import DriveDrawCardType0
from .drive_draw_card_type_2 import DriveDrawCardType2
from .drive_draw_card_type_2_rules import DriveDrawCardType2Rules
from .drive_draw_card_type_2_triangle_type_0 import DriveDrawCardType2TriangleType0
from .drive_drive import DriveDrive
from .drive_event_another_turn import DriveEventAnotherTurn
from .drive_event_break_down import DriveEventBreakDown
from .drive_event_break_down_reason import DriveEventBreakDownReason
from .drive_event_discard import DriveEventDiscard
from .drive_event_discard_card_type_0 import DriveEventDiscardCardType0
from .drive_event_draw import DriveEventDraw
from .drive_event_draw_card_type_0 import DriveEventDrawCardType0
from .drive_event_drive import DriveEventDrive
from .drive_event_ended import DriveEventEnded
from .drive_event_ended_by import DriveEventEndedBy
from .drive_event_exit import DriveEventExit
from .drive_event_exit_edge import DriveEventExitEdge
from .drive_event_finish import DriveEventFinish
from .drive_event_game_over import DriveEventGameOver
from .drive_event_game_over_reason import DriveEventGameOverReason
from .drive_event_handed_over import DriveEventHandedOver
from .drive_event_joined import DriveEventJoined
from .drive_event_miss_a_turn import DriveEventMissATurn
from .drive_event_pass_obstruction import DriveEventPassObstruction
from .drive_event_pass_obstruction_edge import DriveEventPassObstructionEdge
from .drive_event_place import DriveEventPlace
from .drive_event_place_card_type_0 import DriveEventPlaceCardType0
from .drive_event_place_rotation import DriveEventPlaceRotation
from .drive_event_rebook import DriveEventRebook
from .drive_event_rebook_card_type_0 import DriveEventRebookCardType0
from .drive_event_rebook_now_type_0 import DriveEventRebookNowType0
from .drive_event_rebook_rotation_type_0 import DriveEventRebookRotationType0
from .drive_event_reshuffle import DriveEventReshuffle
from .drive_event_roundabout import DriveEventRoundabout
from .drive_event_roundabout_covers_type_0 import DriveEventRoundaboutCoversType0
from .drive_event_started import DriveEventStarted
from .drive_event_turn_round import DriveEventTurnRound
from .drive_event_turn_round_edge import DriveEventTurnRoundEdge
from .drive_event_undo import DriveEventUndo
from .drive_event_wait import DriveEventWait
from .drive_event_wait_reason import DriveEventWaitReason
from .drive_exit import DriveExit
from .drive_exit_edge import DriveExitEdge
from .drive_game import DriveGame
from .drive_game_ended_by_type_0 import DriveGameEndedByType0
from .drive_game_mode import DriveGameMode
from .drive_game_status import DriveGameStatus
from .drive_legal_moves import DriveLegalMoves
from .drive_log import DriveLog
from .drive_log_entry import DriveLogEntry
from .drive_move_result import DriveMoveResult
from .drive_options import DriveOptions
from .drive_options_cars_type_0_item import DriveOptionsCarsType0Item
from .drive_options_deck_type_0 import DriveOptionsDeckType0
from .drive_options_deck_type_0_additional_property_type_1 import DriveOptionsDeckType0AdditionalPropertyType1
from .drive_options_deck_type_0_additional_property_type_1_rules import (
    DriveOptionsDeckType0AdditionalPropertyType1Rules,
)
from .drive_options_deck_type_0_additional_property_type_1_triangle_type_0 import (
    DriveOptionsDeckType0AdditionalPropertyType1TriangleType0,
)
from .drive_outcome import DriveOutcome
from .drive_outcome_reason import DriveOutcomeReason
from .drive_pass_obstruction import DrivePassObstruction
from .drive_place import DrivePlace
from .drive_place_rotation import DrivePlaceRotation
from .drive_replay import DriveReplay
from .drive_replay_status import DriveReplayStatus
from .drive_replay_step import DriveReplayStep
from .drive_roundabout import DriveRoundabout
from .drive_stream_view import DriveStreamView
from .drive_transcript import DriveTranscript
from .drive_transcript_config import DriveTranscriptConfig
from .drive_transcript_format import DriveTranscriptFormat
from .drive_transcript_move import DriveTranscriptMove
from .drive_transcript_version import DriveTranscriptVersion
from .drive_turn_round import DriveTurnRound
from .drive_undo import DriveUndo
from .drive_view import DriveView
from .drive_view_board import DriveViewBoard
from .drive_view_board_cars_item import DriveViewBoardCarsItem
from .drive_view_board_cars_item_colour import DriveViewBoardCarsItemColour
from .drive_view_board_cars_item_edge_type_0 import DriveViewBoardCarsItemEdgeType0
from .drive_view_board_cars_item_entry_type_0 import DriveViewBoardCarsItemEntryType0
from .drive_view_board_cars_item_front_type_0 import DriveViewBoardCarsItemFrontType0
from .drive_view_board_cars_item_front_type_0_entry import DriveViewBoardCarsItemFrontType0Entry
from .drive_view_board_cells_item import DriveViewBoardCellsItem
from .drive_view_board_cells_item_card_type_0 import DriveViewBoardCellsItemCardType0
from .drive_view_board_cells_item_covered_item import DriveViewBoardCellsItemCoveredItem
from .drive_view_board_cells_item_covered_item_card_type_0 import DriveViewBoardCellsItemCoveredItemCardType0
from .drive_view_board_cells_item_covered_item_rotation import DriveViewBoardCellsItemCoveredItemRotation
from .drive_view_board_cells_item_roads_item import DriveViewBoardCellsItemRoadsItem
from .drive_view_board_cells_item_rotation import DriveViewBoardCellsItemRotation
from .drive_view_board_cells_item_rules import DriveViewBoardCellsItemRules
from .drive_view_board_cells_item_rules_additional_property_item import (
    DriveViewBoardCellsItemRulesAdditionalPropertyItem,
)
from .drive_view_board_cells_item_stops_item import DriveViewBoardCellsItemStopsItem
from .drive_view_board_cells_item_triangle_type_0 import DriveViewBoardCellsItemTriangleType0
from .drive_view_board_drawn_type_0 import DriveViewBoardDrawnType0
from .drive_view_board_drawn_type_0_card_type_0 import DriveViewBoardDrawnType0CardType0
from .drive_view_board_drawn_type_0_entry import DriveViewBoardDrawnType0Entry
from .drive_view_board_finishes_item import DriveViewBoardFinishesItem
from .drive_view_board_finishes_item_edge import DriveViewBoardFinishesItemEdge
from .drive_view_board_limit_type_0 import DriveViewBoardLimitType0
from .drive_view_board_start_finish import DriveViewBoardStartFinish
from .drive_view_board_start_finish_ports_item import DriveViewBoardStartFinishPortsItem
from .drive_view_board_start_finish_ports_item_edge import DriveViewBoardStartFinishPortsItemEdge
from .drive_view_board_start_finish_ports_item_kind import DriveViewBoardStartFinishPortsItemKind
from .drive_view_deck_item import DriveViewDeckItem
from .drive_view_deck_item_id_type_0 import DriveViewDeckItemIdType0
from .drive_view_deck_item_roads_item import DriveViewDeckItemRoadsItem
from .drive_view_deck_item_rules import DriveViewDeckItemRules
from .drive_view_deck_item_rules_additional_property_item import DriveViewDeckItemRulesAdditionalPropertyItem
from .drive_view_deck_item_stops_item import DriveViewDeckItemStopsItem
from .drive_view_deck_item_triangle_type_0 import DriveViewDeckItemTriangleType0
from .drive_view_ending_type_0 import DriveViewEndingType0
from .drive_view_ending_type_0_reason import DriveViewEndingType0Reason
from .drive_view_mode import DriveViewMode
from .drive_view_options import DriveViewOptions
from .drive_view_outcome_type_0 import DriveViewOutcomeType0
from .drive_view_outcome_type_0_reason import DriveViewOutcomeType0Reason
from .drive_view_phase_type_0 import DriveViewPhaseType0
from .drive_view_players_item import DriveViewPlayersItem
from .drive_view_players_item_colour import DriveViewPlayersItemColour
from .drive_view_stuck_type_0 import DriveViewStuckType0
from .drive_view_stuck_type_0_reason_type_0 import DriveViewStuckType0ReasonType0
from .drive_view_stuck_type_0_reason_type_1 import DriveViewStuckType0ReasonType1
from .drive_wait import DriveWait
from .driving_me_crazy_catalogue_entry import DrivingMeCrazyCatalogueEntry
from .driving_me_crazy_catalogue_entry_cards_item import DrivingMeCrazyCatalogueEntryCardsItem
from .driving_me_crazy_catalogue_entry_cards_item_colour import DrivingMeCrazyCatalogueEntryCardsItemColour
from .driving_me_crazy_catalogue_entry_cards_item_options_item import DrivingMeCrazyCatalogueEntryCardsItemOptionsItem
from .driving_me_crazy_catalogue_entry_colours import DrivingMeCrazyCatalogueEntryColours
from .driving_me_crazy_catalogue_entry_decisions import DrivingMeCrazyCatalogueEntryDecisions
from .driving_me_crazy_catalogue_entry_goal import DrivingMeCrazyCatalogueEntryGoal
from .driving_me_crazy_catalogue_entry_modes_item import DrivingMeCrazyCatalogueEntryModesItem
from .driving_me_crazy_catalogue_entry_move_types_item import DrivingMeCrazyCatalogueEntryMoveTypesItem
from .driving_me_crazy_catalogue_entry_options import DrivingMeCrazyCatalogueEntryOptions
from .driving_me_crazy_catalogue_entry_totals import DrivingMeCrazyCatalogueEntryTotals
from .driving_me_crazy_choose_opponent import DrivingMeCrazyChooseOpponent
from .driving_me_crazy_close import DrivingMeCrazyClose
from .driving_me_crazy_config import DrivingMeCrazyConfig
from .driving_me_crazy_config_variants_item import DrivingMeCrazyConfigVariantsItem
from .driving_me_crazy_create_game import DrivingMeCrazyCreateGame
from .driving_me_crazy_create_game_bot_levels_item import DrivingMeCrazyCreateGameBotLevelsItem
from .driving_me_crazy_create_game_variants_item import DrivingMeCrazyCreateGameVariantsItem
from .driving_me_crazy_discard import DrivingMeCrazyDiscard
from .driving_me_crazy_discard_card import DrivingMeCrazyDiscardCard
from .driving_me_crazy_draw import DrivingMeCrazyDraw
from .driving_me_crazy_end_turn import DrivingMeCrazyEndTurn
from .driving_me_crazy_event_cancel import DrivingMeCrazyEventCancel
from .driving_me_crazy_event_cancel_card import DrivingMeCrazyEventCancelCard
from .driving_me_crazy_event_choose_opponent import DrivingMeCrazyEventChooseOpponent
from .driving_me_crazy_event_discard import DrivingMeCrazyEventDiscard
from .driving_me_crazy_event_discard_card import DrivingMeCrazyEventDiscardCard
from .driving_me_crazy_event_discarded import DrivingMeCrazyEventDiscarded
from .driving_me_crazy_event_discarded_card import DrivingMeCrazyEventDiscardedCard
from .driving_me_crazy_event_draw import DrivingMeCrazyEventDraw
from .driving_me_crazy_event_draw_cards_item import DrivingMeCrazyEventDrawCardsItem
from .driving_me_crazy_event_end_turn import DrivingMeCrazyEventEndTurn
from .driving_me_crazy_event_ended import DrivingMeCrazyEventEnded
from .driving_me_crazy_event_ended_by import DrivingMeCrazyEventEndedBy
from .driving_me_crazy_event_finishing import DrivingMeCrazyEventFinishing
from .driving_me_crazy_event_finishing_card import DrivingMeCrazyEventFinishingCard
from .driving_me_crazy_event_finishing_reason import DrivingMeCrazyEventFinishingReason
from .driving_me_crazy_event_flip_sign import DrivingMeCrazyEventFlipSign
from .driving_me_crazy_event_flip_sign_card import DrivingMeCrazyEventFlipSignCard
from .driving_me_crazy_event_game_over import DrivingMeCrazyEventGameOver
from .driving_me_crazy_event_game_over_reason import DrivingMeCrazyEventGameOverReason
from .driving_me_crazy_event_handed_over import DrivingMeCrazyEventHandedOver
from .driving_me_crazy_event_joined import DrivingMeCrazyEventJoined
from .driving_me_crazy_event_look import DrivingMeCrazyEventLook
from .driving_me_crazy_event_look_hand_item import DrivingMeCrazyEventLookHandItem
from .driving_me_crazy_event_no_answer import DrivingMeCrazyEventNoAnswer
from .driving_me_crazy_event_no_answer_card import DrivingMeCrazyEventNoAnswerCard
from .driving_me_crazy_event_pass import DrivingMeCrazyEventPass
from .driving_me_crazy_event_pass_reaction import DrivingMeCrazyEventPassReaction
from .driving_me_crazy_event_play import DrivingMeCrazyEventPlay
from .driving_me_crazy_event_play_card import DrivingMeCrazyEventPlayCard
from .driving_me_crazy_event_react import DrivingMeCrazyEventReact
from .driving_me_crazy_event_react_card import DrivingMeCrazyEventReactCard
from .driving_me_crazy_event_reaction_held import DrivingMeCrazyEventReactionHeld
from .driving_me_crazy_event_reaction_window import DrivingMeCrazyEventReactionWindow
from .driving_me_crazy_event_reaction_window_card import DrivingMeCrazyEventReactionWindowCard
from .driving_me_crazy_event_reaction_window_closed import DrivingMeCrazyEventReactionWindowClosed
from .driving_me_crazy_event_reaction_window_closed_card import DrivingMeCrazyEventReactionWindowClosedCard
from .driving_me_crazy_event_reaction_window_opened import DrivingMeCrazyEventReactionWindowOpened
from .driving_me_crazy_event_remove import DrivingMeCrazyEventRemove
from .driving_me_crazy_event_remove_cards_item import DrivingMeCrazyEventRemoveCardsItem
from .driving_me_crazy_event_reshuffle import DrivingMeCrazyEventReshuffle
from .driving_me_crazy_event_resolve import DrivingMeCrazyEventResolve
from .driving_me_crazy_event_resolve_card import DrivingMeCrazyEventResolveCard
from .driving_me_crazy_event_resolved import DrivingMeCrazyEventResolved
from .driving_me_crazy_event_resolved_card import DrivingMeCrazyEventResolvedCard
from .driving_me_crazy_event_road import DrivingMeCrazyEventRoad
from .driving_me_crazy_event_road_card import DrivingMeCrazyEventRoadCard
from .driving_me_crazy_event_skip import DrivingMeCrazyEventSkip
from .driving_me_crazy_event_skip_turn import DrivingMeCrazyEventSkipTurn
from .driving_me_crazy_event_started import DrivingMeCrazyEventStarted
from .driving_me_crazy_event_stop import DrivingMeCrazyEventStop
from .driving_me_crazy_event_swerve import DrivingMeCrazyEventSwerve
from .driving_me_crazy_event_take import DrivingMeCrazyEventTake
from .driving_me_crazy_event_take_card import DrivingMeCrazyEventTakeCard
from .driving_me_crazy_event_trailer import DrivingMeCrazyEventTrailer
from .driving_me_crazy_event_turn import DrivingMeCrazyEventTurn
from .driving_me_crazy_event_u_turn import DrivingMeCrazyEventUTurn
from .driving_me_crazy_event_u_turn_cards_item import DrivingMeCrazyEventUTurnCardsItem
from .driving_me_crazy_event_undo import DrivingMeCrazyEventUndo
from .driving_me_crazy_event_yield import DrivingMeCrazyEventYield
from .driving_me_crazy_event_yield_card import DrivingMeCrazyEventYieldCard
from .driving_me_crazy_finish import DrivingMeCrazyFinish
from .driving_me_crazy_flip_sign import DrivingMeCrazyFlipSign
from .driving_me_crazy_flip_sign_card import DrivingMeCrazyFlipSignCard
from .driving_me_crazy_game import DrivingMeCrazyGame
from .driving_me_crazy_game_ended_by_type_0 import DrivingMeCrazyGameEndedByType0
from .driving_me_crazy_game_mode import DrivingMeCrazyGameMode
from .driving_me_crazy_game_status import DrivingMeCrazyGameStatus
from .driving_me_crazy_legal_moves import DrivingMeCrazyLegalMoves
from .driving_me_crazy_log import DrivingMeCrazyLog
from .driving_me_crazy_log_entry import DrivingMeCrazyLogEntry
from .driving_me_crazy_look import DrivingMeCrazyLook
from .driving_me_crazy_move_result import DrivingMeCrazyMoveResult
from .driving_me_crazy_options import DrivingMeCrazyOptions
from .driving_me_crazy_options_deck import DrivingMeCrazyOptionsDeck
from .driving_me_crazy_outcome import DrivingMeCrazyOutcome
from .driving_me_crazy_outcome_reason import DrivingMeCrazyOutcomeReason
from .driving_me_crazy_pass import DrivingMeCrazyPass
from .driving_me_crazy_pass_reaction import DrivingMeCrazyPassReaction
from .driving_me_crazy_play_card import DrivingMeCrazyPlayCard
from .driving_me_crazy_play_card_card import DrivingMeCrazyPlayCardCard
from .driving_me_crazy_play_carpool import DrivingMeCrazyPlayCarpool
from .driving_me_crazy_play_carpool_option import DrivingMeCrazyPlayCarpoolOption
from .driving_me_crazy_play_overtake import DrivingMeCrazyPlayOvertake
from .driving_me_crazy_play_overtake_option import DrivingMeCrazyPlayOvertakeOption
from .driving_me_crazy_play_rearview_mirror import DrivingMeCrazyPlayRearviewMirror
from .driving_me_crazy_play_rearview_mirror_option import DrivingMeCrazyPlayRearviewMirrorOption
from .driving_me_crazy_play_red import DrivingMeCrazyPlayRed
from .driving_me_crazy_play_red_card import DrivingMeCrazyPlayRedCard
from .driving_me_crazy_play_rest_stop import DrivingMeCrazyPlayRestStop
from .driving_me_crazy_play_rest_stop_option import DrivingMeCrazyPlayRestStopOption
from .driving_me_crazy_play_shortcut import DrivingMeCrazyPlayShortcut
from .driving_me_crazy_play_shortcut_option import DrivingMeCrazyPlayShortcutOption
from .driving_me_crazy_play_trailer import DrivingMeCrazyPlayTrailer
from .driving_me_crazy_play_trailer_option import DrivingMeCrazyPlayTrailerOption
from .driving_me_crazy_react import DrivingMeCrazyReact
from .driving_me_crazy_react_card import DrivingMeCrazyReactCard
from .driving_me_crazy_replay import DrivingMeCrazyReplay
from .driving_me_crazy_replay_status import DrivingMeCrazyReplayStatus
from .driving_me_crazy_replay_step import DrivingMeCrazyReplayStep
from .driving_me_crazy_skip import DrivingMeCrazySkip
from .driving_me_crazy_stop import DrivingMeCrazyStop
from .driving_me_crazy_stream_view import DrivingMeCrazyStreamView
from .driving_me_crazy_take import DrivingMeCrazyTake
from .driving_me_crazy_take_card import DrivingMeCrazyTakeCard
from .driving_me_crazy_transcript import DrivingMeCrazyTranscript
from .driving_me_crazy_transcript_config import DrivingMeCrazyTranscriptConfig
from .driving_me_crazy_transcript_config_variants_item import DrivingMeCrazyTranscriptConfigVariantsItem
from .driving_me_crazy_transcript_format import DrivingMeCrazyTranscriptFormat
from .driving_me_crazy_transcript_move import DrivingMeCrazyTranscriptMove
from .driving_me_crazy_transcript_version import DrivingMeCrazyTranscriptVersion
from .driving_me_crazy_undo import DrivingMeCrazyUndo
from .driving_me_crazy_view import DrivingMeCrazyView
from .driving_me_crazy_view_decision_type_0 import DrivingMeCrazyViewDecisionType0
from .driving_me_crazy_view_decision_type_0_card import DrivingMeCrazyViewDecisionType0Card
from .driving_me_crazy_view_decision_type_0_cards_item import DrivingMeCrazyViewDecisionType0CardsItem
from .driving_me_crazy_view_decision_type_0_deck import DrivingMeCrazyViewDecisionType0Deck
from .driving_me_crazy_view_decision_type_0_kind import DrivingMeCrazyViewDecisionType0Kind
from .driving_me_crazy_view_discard_item import DrivingMeCrazyViewDiscardItem
from .driving_me_crazy_view_finishing_type_0 import DrivingMeCrazyViewFinishingType0
from .driving_me_crazy_view_finishing_type_0_card import DrivingMeCrazyViewFinishingType0Card
from .driving_me_crazy_view_finishing_type_0_reason import DrivingMeCrazyViewFinishingType0Reason
from .driving_me_crazy_view_hand_item import DrivingMeCrazyViewHandItem
from .driving_me_crazy_view_late_reaction_type_0 import DrivingMeCrazyViewLateReactionType0
from .driving_me_crazy_view_late_reaction_type_0_card import DrivingMeCrazyViewLateReactionType0Card
from .driving_me_crazy_view_mode import DrivingMeCrazyViewMode
from .driving_me_crazy_view_outcome_type_0 import DrivingMeCrazyViewOutcomeType0
from .driving_me_crazy_view_outcome_type_0_reason import DrivingMeCrazyViewOutcomeType0Reason
from .driving_me_crazy_view_seats_item import DrivingMeCrazyViewSeatsItem
from .driving_me_crazy_view_seats_item_effects_item import DrivingMeCrazyViewSeatsItemEffectsItem
from .driving_me_crazy_view_seats_item_effects_item_card import DrivingMeCrazyViewSeatsItemEffectsItemCard
from .driving_me_crazy_view_seats_item_road_item import DrivingMeCrazyViewSeatsItemRoadItem
from .driving_me_crazy_view_seats_item_trailer_item import DrivingMeCrazyViewSeatsItemTrailerItem
from .driving_me_crazy_view_sign_in_force_type_0 import DrivingMeCrazyViewSignInForceType0
from .driving_me_crazy_view_signs_item import DrivingMeCrazyViewSignsItem
from .get_events_include_item import GetEventsIncludeItem
from .handover import Handover
from .health import Health
from .held_seat import HeldSeat
from .held_seat_status import HeldSeatStatus
from .join import Join
from .join_code import JoinCode
from .joined import Joined
from .mode import Mode
from .operation_name import OperationName
from .operations import Operations
from .operations_paths import OperationsPaths
from .operations_paths_additional_property import OperationsPathsAdditionalProperty
from .option import Option
from .option_additional_properties import OptionAdditionalProperties
from .option_items import OptionItems
from .option_property_names import OptionPropertyNames
from .option_type_type_0 import OptionTypeType0
from .option_type_type_1_item import OptionTypeType1Item
from .parameter_name import ParameterName
from .parameter_name_in import ParameterNameIn
from .player import Player
from .player_range import PlayerRange
from .post_move_drive_include_item import PostMoveDriveIncludeItem
from .post_move_driving_me_crazy_include_item import PostMoveDrivingMeCrazyIncludeItem
from .post_move_include_item import PostMoveIncludeItem
from .problem_add_bots import ProblemAddBots
from .problem_add_bots_code import ProblemAddBotsCode
from .problem_add_bots_errors import ProblemAddBotsErrors
from .problem_add_held_seat import ProblemAddHeldSeat
from .problem_add_held_seat_code import ProblemAddHeldSeatCode
from .problem_add_held_seat_errors import ProblemAddHeldSeatErrors
from .problem_check_transcript import ProblemCheckTranscript
from .problem_check_transcript_code import ProblemCheckTranscriptCode
from .problem_check_transcript_errors import ProblemCheckTranscriptErrors
from .problem_claim_seat import ProblemClaimSeat
from .problem_claim_seat_code import ProblemClaimSeatCode
from .problem_claim_seat_errors import ProblemClaimSeatErrors
from .problem_create_game import ProblemCreateGame
from .problem_create_game_code import ProblemCreateGameCode
from .problem_create_game_errors import ProblemCreateGameErrors
from .problem_end_game import ProblemEndGame
from .problem_end_game_code import ProblemEndGameCode
from .problem_end_game_errors import ProblemEndGameErrors
from .problem_find_by_join_code import ProblemFindByJoinCode
from .problem_find_by_join_code_code import ProblemFindByJoinCodeCode
from .problem_find_by_join_code_errors import ProblemFindByJoinCodeErrors
from .problem_get_catalogue import ProblemGetCatalogue
from .problem_get_catalogue_code import ProblemGetCatalogueCode
from .problem_get_catalogue_errors import ProblemGetCatalogueErrors
from .problem_get_events import ProblemGetEvents
from .problem_get_events_code import ProblemGetEventsCode
from .problem_get_events_errors import ProblemGetEventsErrors
from .problem_get_game import ProblemGetGame
from .problem_get_game_code import ProblemGetGameCode
from .problem_get_game_drive import ProblemGetGameDrive
from .problem_get_game_drive_code import ProblemGetGameDriveCode
from .problem_get_game_drive_errors import ProblemGetGameDriveErrors
from .problem_get_game_driving_me_crazy import ProblemGetGameDrivingMeCrazy
from .problem_get_game_driving_me_crazy_code import ProblemGetGameDrivingMeCrazyCode
from .problem_get_game_driving_me_crazy_errors import ProblemGetGameDrivingMeCrazyErrors
from .problem_get_game_errors import ProblemGetGameErrors
from .problem_get_join_qr import ProblemGetJoinQr
from .problem_get_join_qr_code import ProblemGetJoinQrCode
from .problem_get_join_qr_errors import ProblemGetJoinQrErrors
from .problem_get_legal_moves import ProblemGetLegalMoves
from .problem_get_legal_moves_code import ProblemGetLegalMovesCode
from .problem_get_legal_moves_drive import ProblemGetLegalMovesDrive
from .problem_get_legal_moves_drive_code import ProblemGetLegalMovesDriveCode
from .problem_get_legal_moves_drive_errors import ProblemGetLegalMovesDriveErrors
from .problem_get_legal_moves_driving_me_crazy import ProblemGetLegalMovesDrivingMeCrazy
from .problem_get_legal_moves_driving_me_crazy_code import ProblemGetLegalMovesDrivingMeCrazyCode
from .problem_get_legal_moves_driving_me_crazy_errors import ProblemGetLegalMovesDrivingMeCrazyErrors
from .problem_get_legal_moves_errors import ProblemGetLegalMovesErrors
from .problem_get_log import ProblemGetLog
from .problem_get_log_code import ProblemGetLogCode
from .problem_get_log_drive import ProblemGetLogDrive
from .problem_get_log_drive_code import ProblemGetLogDriveCode
from .problem_get_log_drive_errors import ProblemGetLogDriveErrors
from .problem_get_log_driving_me_crazy import ProblemGetLogDrivingMeCrazy
from .problem_get_log_driving_me_crazy_code import ProblemGetLogDrivingMeCrazyCode
from .problem_get_log_driving_me_crazy_errors import ProblemGetLogDrivingMeCrazyErrors
from .problem_get_log_errors import ProblemGetLogErrors
from .problem_get_operations import ProblemGetOperations
from .problem_get_operations_code import ProblemGetOperationsCode
from .problem_get_operations_errors import ProblemGetOperationsErrors
from .problem_get_replay import ProblemGetReplay
from .problem_get_replay_code import ProblemGetReplayCode
from .problem_get_replay_drive import ProblemGetReplayDrive
from .problem_get_replay_drive_code import ProblemGetReplayDriveCode
from .problem_get_replay_drive_errors import ProblemGetReplayDriveErrors
from .problem_get_replay_driving_me_crazy import ProblemGetReplayDrivingMeCrazy
from .problem_get_replay_driving_me_crazy_code import ProblemGetReplayDrivingMeCrazyCode
from .problem_get_replay_driving_me_crazy_errors import ProblemGetReplayDrivingMeCrazyErrors
from .problem_get_replay_errors import ProblemGetReplayErrors
from .problem_get_server import ProblemGetServer
from .problem_get_server_code import ProblemGetServerCode
from .problem_get_server_errors import ProblemGetServerErrors
from .problem_get_session import ProblemGetSession
from .problem_get_session_code import ProblemGetSessionCode
from .problem_get_session_errors import ProblemGetSessionErrors
from .problem_get_transcript import ProblemGetTranscript
from .problem_get_transcript_code import ProblemGetTranscriptCode
from .problem_get_transcript_drive import ProblemGetTranscriptDrive
from .problem_get_transcript_drive_code import ProblemGetTranscriptDriveCode
from .problem_get_transcript_drive_errors import ProblemGetTranscriptDriveErrors
from .problem_get_transcript_driving_me_crazy import ProblemGetTranscriptDrivingMeCrazy
from .problem_get_transcript_driving_me_crazy_code import ProblemGetTranscriptDrivingMeCrazyCode
from .problem_get_transcript_driving_me_crazy_errors import ProblemGetTranscriptDrivingMeCrazyErrors
from .problem_get_transcript_errors import ProblemGetTranscriptErrors
from .problem_hand_over_seat import ProblemHandOverSeat
from .problem_hand_over_seat_code import ProblemHandOverSeatCode
from .problem_hand_over_seat_errors import ProblemHandOverSeatErrors
from .problem_healthz import ProblemHealthz
from .problem_healthz_code import ProblemHealthzCode
from .problem_healthz_errors import ProblemHealthzErrors
from .problem_join_game import ProblemJoinGame
from .problem_join_game_code import ProblemJoinGameCode
from .problem_join_game_errors import ProblemJoinGameErrors
from .problem_post_move import ProblemPostMove
from .problem_post_move_code import ProblemPostMoveCode
from .problem_post_move_drive import ProblemPostMoveDrive
from .problem_post_move_drive_code import ProblemPostMoveDriveCode
from .problem_post_move_drive_errors import ProblemPostMoveDriveErrors
from .problem_post_move_driving_me_crazy import ProblemPostMoveDrivingMeCrazy
from .problem_post_move_driving_me_crazy_code import ProblemPostMoveDrivingMeCrazyCode
from .problem_post_move_driving_me_crazy_errors import ProblemPostMoveDrivingMeCrazyErrors
from .problem_post_move_errors import ProblemPostMoveErrors
from .problem_readyz import ProblemReadyz
from .problem_readyz_code import ProblemReadyzCode
from .problem_readyz_errors import ProblemReadyzErrors
from .problem_rematch_game import ProblemRematchGame
from .problem_rematch_game_code import ProblemRematchGameCode
from .problem_rematch_game_errors import ProblemRematchGameErrors
from .problem_replay_transcript import ProblemReplayTranscript
from .problem_replay_transcript_code import ProblemReplayTranscriptCode
from .problem_replay_transcript_errors import ProblemReplayTranscriptErrors
from .server import Server
from .session import Session
from .session_game import SessionGame
from .session_game_status import SessionGameStatus
from .session_standing import SessionStanding
from .stream_end import StreamEnd
from .transcript_player import TranscriptPlayer
from .transcript_replay import TranscriptReplay
from .variant import Variant
from .verdict import Verdict
from .verdict_held import VerdictHeld
from .verdict_outcome_type_0 import VerdictOutcomeType0

__all__ = (
    "BotLevel",
    "BotLevelLevel",
    "Bots",
    "BotsAdded",
    "BotsAddedStatus",
    "BotsLevelsItem",
    "Catalogue",
    "CheckedStep",
    "CheckedStepEventsItem",
    "CheckedStepMoveType0",
    "CheckedStepOwn",
    "CheckedStepSeatsItem",
    "CheckedStepView",
    "Claim",
    "Claimed",
    "Created",
    "DriveBreakDown",
    "DriveCatalogueEntry",
    "DriveCatalogueEntryCardsItem",
    "DriveCatalogueEntryCardsItemRules",
    "DriveCatalogueEntryCarsItem",
    "DriveCatalogueEntryDecisions",
    "DriveCatalogueEntryEdgesItem",
    "DriveCatalogueEntryLimit",
    "DriveCatalogueEntryModesItem",
    "DriveCatalogueEntryMoveTypesItem",
    "DriveCatalogueEntryOptions",
    "DriveCatalogueEntrySeatsItem",
    "DriveCatalogueEntrySignsItem",
    "DriveCatalogueEntryStartFinish",
    "DriveCatalogueEntryStartFinishPortsItem",
    "DriveConfig",
    "DriveCreateGame",
    "DriveCreateGameBotLevelsItem",
    "DriveDiscard",
    "DriveDraw",
    "DriveDrawCardType0",
    "DriveDrawCardType2",
    "DriveDrawCardType2Rules",
    "DriveDrawCardType2TriangleType0",
    "DriveDrive",
    "DriveEventAnotherTurn",
    "DriveEventBreakDown",
    "DriveEventBreakDownReason",
    "DriveEventDiscard",
    "DriveEventDiscardCardType0",
    "DriveEventDraw",
    "DriveEventDrawCardType0",
    "DriveEventDrive",
    "DriveEventEnded",
    "DriveEventEndedBy",
    "DriveEventExit",
    "DriveEventExitEdge",
    "DriveEventFinish",
    "DriveEventGameOver",
    "DriveEventGameOverReason",
    "DriveEventHandedOver",
    "DriveEventJoined",
    "DriveEventMissATurn",
    "DriveEventPassObstruction",
    "DriveEventPassObstructionEdge",
    "DriveEventPlace",
    "DriveEventPlaceCardType0",
    "DriveEventPlaceRotation",
    "DriveEventRebook",
    "DriveEventRebookCardType0",
    "DriveEventRebookNowType0",
    "DriveEventRebookRotationType0",
    "DriveEventReshuffle",
    "DriveEventRoundabout",
    "DriveEventRoundaboutCoversType0",
    "DriveEventStarted",
    "DriveEventTurnRound",
    "DriveEventTurnRoundEdge",
    "DriveEventUndo",
    "DriveEventWait",
    "DriveEventWaitReason",
    "DriveExit",
    "DriveExitEdge",
    "DriveGame",
    "DriveGameEndedByType0",
    "DriveGameMode",
    "DriveGameStatus",
    "DriveLegalMoves",
    "DriveLog",
    "DriveLogEntry",
    "DriveMoveResult",
    "DriveOptions",
    "DriveOptionsCarsType0Item",
    "DriveOptionsDeckType0",
    "DriveOptionsDeckType0AdditionalPropertyType1",
    "DriveOptionsDeckType0AdditionalPropertyType1Rules",
    "DriveOptionsDeckType0AdditionalPropertyType1TriangleType0",
    "DriveOutcome",
    "DriveOutcomeReason",
    "DrivePassObstruction",
    "DrivePlace",
    "DrivePlaceRotation",
    "DriveReplay",
    "DriveReplayStatus",
    "DriveReplayStep",
    "DriveRoundabout",
    "DriveStreamView",
    "DriveTranscript",
    "DriveTranscriptConfig",
    "DriveTranscriptFormat",
    "DriveTranscriptMove",
    "DriveTranscriptVersion",
    "DriveTurnRound",
    "DriveUndo",
    "DriveView",
    "DriveViewBoard",
    "DriveViewBoardCarsItem",
    "DriveViewBoardCarsItemColour",
    "DriveViewBoardCarsItemEdgeType0",
    "DriveViewBoardCarsItemEntryType0",
    "DriveViewBoardCarsItemFrontType0",
    "DriveViewBoardCarsItemFrontType0Entry",
    "DriveViewBoardCellsItem",
    "DriveViewBoardCellsItemCardType0",
    "DriveViewBoardCellsItemCoveredItem",
    "DriveViewBoardCellsItemCoveredItemCardType0",
    "DriveViewBoardCellsItemCoveredItemRotation",
    "DriveViewBoardCellsItemRoadsItem",
    "DriveViewBoardCellsItemRotation",
    "DriveViewBoardCellsItemRules",
    "DriveViewBoardCellsItemRulesAdditionalPropertyItem",
    "DriveViewBoardCellsItemStopsItem",
    "DriveViewBoardCellsItemTriangleType0",
    "DriveViewBoardDrawnType0",
    "DriveViewBoardDrawnType0CardType0",
    "DriveViewBoardDrawnType0Entry",
    "DriveViewBoardFinishesItem",
    "DriveViewBoardFinishesItemEdge",
    "DriveViewBoardLimitType0",
    "DriveViewBoardStartFinish",
    "DriveViewBoardStartFinishPortsItem",
    "DriveViewBoardStartFinishPortsItemEdge",
    "DriveViewBoardStartFinishPortsItemKind",
    "DriveViewDeckItem",
    "DriveViewDeckItemIdType0",
    "DriveViewDeckItemRoadsItem",
    "DriveViewDeckItemRules",
    "DriveViewDeckItemRulesAdditionalPropertyItem",
    "DriveViewDeckItemStopsItem",
    "DriveViewDeckItemTriangleType0",
    "DriveViewEndingType0",
    "DriveViewEndingType0Reason",
    "DriveViewMode",
    "DriveViewOptions",
    "DriveViewOutcomeType0",
    "DriveViewOutcomeType0Reason",
    "DriveViewPhaseType0",
    "DriveViewPlayersItem",
    "DriveViewPlayersItemColour",
    "DriveViewStuckType0",
    "DriveViewStuckType0ReasonType0",
    "DriveViewStuckType0ReasonType1",
    "DriveWait",
    "DrivingMeCrazyCatalogueEntry",
    "DrivingMeCrazyCatalogueEntryCardsItem",
    "DrivingMeCrazyCatalogueEntryCardsItemColour",
    "DrivingMeCrazyCatalogueEntryCardsItemOptionsItem",
    "DrivingMeCrazyCatalogueEntryColours",
    "DrivingMeCrazyCatalogueEntryDecisions",
    "DrivingMeCrazyCatalogueEntryGoal",
    "DrivingMeCrazyCatalogueEntryModesItem",
    "DrivingMeCrazyCatalogueEntryMoveTypesItem",
    "DrivingMeCrazyCatalogueEntryOptions",
    "DrivingMeCrazyCatalogueEntryTotals",
    "DrivingMeCrazyChooseOpponent",
    "DrivingMeCrazyClose",
    "DrivingMeCrazyConfig",
    "DrivingMeCrazyConfigVariantsItem",
    "DrivingMeCrazyCreateGame",
    "DrivingMeCrazyCreateGameBotLevelsItem",
    "DrivingMeCrazyCreateGameVariantsItem",
    "DrivingMeCrazyDiscard",
    "DrivingMeCrazyDiscardCard",
    "DrivingMeCrazyDraw",
    "DrivingMeCrazyEndTurn",
    "DrivingMeCrazyEventCancel",
    "DrivingMeCrazyEventCancelCard",
    "DrivingMeCrazyEventChooseOpponent",
    "DrivingMeCrazyEventDiscard",
    "DrivingMeCrazyEventDiscardCard",
    "DrivingMeCrazyEventDiscarded",
    "DrivingMeCrazyEventDiscardedCard",
    "DrivingMeCrazyEventDraw",
    "DrivingMeCrazyEventDrawCardsItem",
    "DrivingMeCrazyEventEnded",
    "DrivingMeCrazyEventEndedBy",
    "DrivingMeCrazyEventEndTurn",
    "DrivingMeCrazyEventFinishing",
    "DrivingMeCrazyEventFinishingCard",
    "DrivingMeCrazyEventFinishingReason",
    "DrivingMeCrazyEventFlipSign",
    "DrivingMeCrazyEventFlipSignCard",
    "DrivingMeCrazyEventGameOver",
    "DrivingMeCrazyEventGameOverReason",
    "DrivingMeCrazyEventHandedOver",
    "DrivingMeCrazyEventJoined",
    "DrivingMeCrazyEventLook",
    "DrivingMeCrazyEventLookHandItem",
    "DrivingMeCrazyEventNoAnswer",
    "DrivingMeCrazyEventNoAnswerCard",
    "DrivingMeCrazyEventPass",
    "DrivingMeCrazyEventPassReaction",
    "DrivingMeCrazyEventPlay",
    "DrivingMeCrazyEventPlayCard",
    "DrivingMeCrazyEventReact",
    "DrivingMeCrazyEventReactCard",
    "DrivingMeCrazyEventReactionHeld",
    "DrivingMeCrazyEventReactionWindow",
    "DrivingMeCrazyEventReactionWindowCard",
    "DrivingMeCrazyEventReactionWindowClosed",
    "DrivingMeCrazyEventReactionWindowClosedCard",
    "DrivingMeCrazyEventReactionWindowOpened",
    "DrivingMeCrazyEventRemove",
    "DrivingMeCrazyEventRemoveCardsItem",
    "DrivingMeCrazyEventReshuffle",
    "DrivingMeCrazyEventResolve",
    "DrivingMeCrazyEventResolveCard",
    "DrivingMeCrazyEventResolved",
    "DrivingMeCrazyEventResolvedCard",
    "DrivingMeCrazyEventRoad",
    "DrivingMeCrazyEventRoadCard",
    "DrivingMeCrazyEventSkip",
    "DrivingMeCrazyEventSkipTurn",
    "DrivingMeCrazyEventStarted",
    "DrivingMeCrazyEventStop",
    "DrivingMeCrazyEventSwerve",
    "DrivingMeCrazyEventTake",
    "DrivingMeCrazyEventTakeCard",
    "DrivingMeCrazyEventTrailer",
    "DrivingMeCrazyEventTurn",
    "DrivingMeCrazyEventUndo",
    "DrivingMeCrazyEventUTurn",
    "DrivingMeCrazyEventUTurnCardsItem",
    "DrivingMeCrazyEventYield",
    "DrivingMeCrazyEventYieldCard",
    "DrivingMeCrazyFinish",
    "DrivingMeCrazyFlipSign",
    "DrivingMeCrazyFlipSignCard",
    "DrivingMeCrazyGame",
    "DrivingMeCrazyGameEndedByType0",
    "DrivingMeCrazyGameMode",
    "DrivingMeCrazyGameStatus",
    "DrivingMeCrazyLegalMoves",
    "DrivingMeCrazyLog",
    "DrivingMeCrazyLogEntry",
    "DrivingMeCrazyLook",
    "DrivingMeCrazyMoveResult",
    "DrivingMeCrazyOptions",
    "DrivingMeCrazyOptionsDeck",
    "DrivingMeCrazyOutcome",
    "DrivingMeCrazyOutcomeReason",
    "DrivingMeCrazyPass",
    "DrivingMeCrazyPassReaction",
    "DrivingMeCrazyPlayCard",
    "DrivingMeCrazyPlayCardCard",
    "DrivingMeCrazyPlayCarpool",
    "DrivingMeCrazyPlayCarpoolOption",
    "DrivingMeCrazyPlayOvertake",
    "DrivingMeCrazyPlayOvertakeOption",
    "DrivingMeCrazyPlayRearviewMirror",
    "DrivingMeCrazyPlayRearviewMirrorOption",
    "DrivingMeCrazyPlayRed",
    "DrivingMeCrazyPlayRedCard",
    "DrivingMeCrazyPlayRestStop",
    "DrivingMeCrazyPlayRestStopOption",
    "DrivingMeCrazyPlayShortcut",
    "DrivingMeCrazyPlayShortcutOption",
    "DrivingMeCrazyPlayTrailer",
    "DrivingMeCrazyPlayTrailerOption",
    "DrivingMeCrazyReact",
    "DrivingMeCrazyReactCard",
    "DrivingMeCrazyReplay",
    "DrivingMeCrazyReplayStatus",
    "DrivingMeCrazyReplayStep",
    "DrivingMeCrazySkip",
    "DrivingMeCrazyStop",
    "DrivingMeCrazyStreamView",
    "DrivingMeCrazyTake",
    "DrivingMeCrazyTakeCard",
    "DrivingMeCrazyTranscript",
    "DrivingMeCrazyTranscriptConfig",
    "DrivingMeCrazyTranscriptConfigVariantsItem",
    "DrivingMeCrazyTranscriptFormat",
    "DrivingMeCrazyTranscriptMove",
    "DrivingMeCrazyTranscriptVersion",
    "DrivingMeCrazyUndo",
    "DrivingMeCrazyView",
    "DrivingMeCrazyViewDecisionType0",
    "DrivingMeCrazyViewDecisionType0Card",
    "DrivingMeCrazyViewDecisionType0CardsItem",
    "DrivingMeCrazyViewDecisionType0Deck",
    "DrivingMeCrazyViewDecisionType0Kind",
    "DrivingMeCrazyViewDiscardItem",
    "DrivingMeCrazyViewFinishingType0",
    "DrivingMeCrazyViewFinishingType0Card",
    "DrivingMeCrazyViewFinishingType0Reason",
    "DrivingMeCrazyViewHandItem",
    "DrivingMeCrazyViewLateReactionType0",
    "DrivingMeCrazyViewLateReactionType0Card",
    "DrivingMeCrazyViewMode",
    "DrivingMeCrazyViewOutcomeType0",
    "DrivingMeCrazyViewOutcomeType0Reason",
    "DrivingMeCrazyViewSeatsItem",
    "DrivingMeCrazyViewSeatsItemEffectsItem",
    "DrivingMeCrazyViewSeatsItemEffectsItemCard",
    "DrivingMeCrazyViewSeatsItemRoadItem",
    "DrivingMeCrazyViewSeatsItemTrailerItem",
    "DrivingMeCrazyViewSignInForceType0",
    "DrivingMeCrazyViewSignsItem",
    "GetEventsIncludeItem",
    "Handover",
    "Health",
    "HeldSeat",
    "HeldSeatStatus",
    "Join",
    "JoinCode",
    "Joined",
    "Mode",
    "OperationName",
    "Operations",
    "OperationsPaths",
    "OperationsPathsAdditionalProperty",
    "Option",
    "OptionAdditionalProperties",
    "OptionItems",
    "OptionPropertyNames",
    "OptionTypeType0",
    "OptionTypeType1Item",
    "ParameterName",
    "ParameterNameIn",
    "Player",
    "PlayerRange",
    "PostMoveDriveIncludeItem",
    "PostMoveDrivingMeCrazyIncludeItem",
    "PostMoveIncludeItem",
    "ProblemAddBots",
    "ProblemAddBotsCode",
    "ProblemAddBotsErrors",
    "ProblemAddHeldSeat",
    "ProblemAddHeldSeatCode",
    "ProblemAddHeldSeatErrors",
    "ProblemCheckTranscript",
    "ProblemCheckTranscriptCode",
    "ProblemCheckTranscriptErrors",
    "ProblemClaimSeat",
    "ProblemClaimSeatCode",
    "ProblemClaimSeatErrors",
    "ProblemCreateGame",
    "ProblemCreateGameCode",
    "ProblemCreateGameErrors",
    "ProblemEndGame",
    "ProblemEndGameCode",
    "ProblemEndGameErrors",
    "ProblemFindByJoinCode",
    "ProblemFindByJoinCodeCode",
    "ProblemFindByJoinCodeErrors",
    "ProblemGetCatalogue",
    "ProblemGetCatalogueCode",
    "ProblemGetCatalogueErrors",
    "ProblemGetEvents",
    "ProblemGetEventsCode",
    "ProblemGetEventsErrors",
    "ProblemGetGame",
    "ProblemGetGameCode",
    "ProblemGetGameDrive",
    "ProblemGetGameDriveCode",
    "ProblemGetGameDriveErrors",
    "ProblemGetGameDrivingMeCrazy",
    "ProblemGetGameDrivingMeCrazyCode",
    "ProblemGetGameDrivingMeCrazyErrors",
    "ProblemGetGameErrors",
    "ProblemGetJoinQr",
    "ProblemGetJoinQrCode",
    "ProblemGetJoinQrErrors",
    "ProblemGetLegalMoves",
    "ProblemGetLegalMovesCode",
    "ProblemGetLegalMovesDrive",
    "ProblemGetLegalMovesDriveCode",
    "ProblemGetLegalMovesDriveErrors",
    "ProblemGetLegalMovesDrivingMeCrazy",
    "ProblemGetLegalMovesDrivingMeCrazyCode",
    "ProblemGetLegalMovesDrivingMeCrazyErrors",
    "ProblemGetLegalMovesErrors",
    "ProblemGetLog",
    "ProblemGetLogCode",
    "ProblemGetLogDrive",
    "ProblemGetLogDriveCode",
    "ProblemGetLogDriveErrors",
    "ProblemGetLogDrivingMeCrazy",
    "ProblemGetLogDrivingMeCrazyCode",
    "ProblemGetLogDrivingMeCrazyErrors",
    "ProblemGetLogErrors",
    "ProblemGetOperations",
    "ProblemGetOperationsCode",
    "ProblemGetOperationsErrors",
    "ProblemGetReplay",
    "ProblemGetReplayCode",
    "ProblemGetReplayDrive",
    "ProblemGetReplayDriveCode",
    "ProblemGetReplayDriveErrors",
    "ProblemGetReplayDrivingMeCrazy",
    "ProblemGetReplayDrivingMeCrazyCode",
    "ProblemGetReplayDrivingMeCrazyErrors",
    "ProblemGetReplayErrors",
    "ProblemGetServer",
    "ProblemGetServerCode",
    "ProblemGetServerErrors",
    "ProblemGetSession",
    "ProblemGetSessionCode",
    "ProblemGetSessionErrors",
    "ProblemGetTranscript",
    "ProblemGetTranscriptCode",
    "ProblemGetTranscriptDrive",
    "ProblemGetTranscriptDriveCode",
    "ProblemGetTranscriptDriveErrors",
    "ProblemGetTranscriptDrivingMeCrazy",
    "ProblemGetTranscriptDrivingMeCrazyCode",
    "ProblemGetTranscriptDrivingMeCrazyErrors",
    "ProblemGetTranscriptErrors",
    "ProblemHandOverSeat",
    "ProblemHandOverSeatCode",
    "ProblemHandOverSeatErrors",
    "ProblemHealthz",
    "ProblemHealthzCode",
    "ProblemHealthzErrors",
    "ProblemJoinGame",
    "ProblemJoinGameCode",
    "ProblemJoinGameErrors",
    "ProblemPostMove",
    "ProblemPostMoveCode",
    "ProblemPostMoveDrive",
    "ProblemPostMoveDriveCode",
    "ProblemPostMoveDriveErrors",
    "ProblemPostMoveDrivingMeCrazy",
    "ProblemPostMoveDrivingMeCrazyCode",
    "ProblemPostMoveDrivingMeCrazyErrors",
    "ProblemPostMoveErrors",
    "ProblemReadyz",
    "ProblemReadyzCode",
    "ProblemReadyzErrors",
    "ProblemRematchGame",
    "ProblemRematchGameCode",
    "ProblemRematchGameErrors",
    "ProblemReplayTranscript",
    "ProblemReplayTranscriptCode",
    "ProblemReplayTranscriptErrors",
    "Server",
    "Session",
    "SessionGame",
    "SessionGameStatus",
    "SessionStanding",
    "StreamEnd",
    "TranscriptPlayer",
    "TranscriptReplay",
    "Variant",
    "Verdict",
    "VerdictHeld",
    "VerdictOutcomeType0",
)
