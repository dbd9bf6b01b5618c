from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.driving_me_crazy_view_discard_item import DrivingMeCrazyViewDiscardItem
from ..models.driving_me_crazy_view_hand_item import DrivingMeCrazyViewHandItem
from ..models.driving_me_crazy_view_mode import DrivingMeCrazyViewMode
from ..models.driving_me_crazy_view_sign_in_force_type_0 import DrivingMeCrazyViewSignInForceType0
from ..models.driving_me_crazy_view_signs_item import DrivingMeCrazyViewSignsItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.driving_me_crazy_view_decision_type_0 import DrivingMeCrazyViewDecisionType0
    from ..models.driving_me_crazy_view_finishing_type_0 import DrivingMeCrazyViewFinishingType0
    from ..models.driving_me_crazy_view_late_reaction_type_0 import DrivingMeCrazyViewLateReactionType0
    from ..models.driving_me_crazy_view_outcome_type_0 import DrivingMeCrazyViewOutcomeType0
    from ..models.driving_me_crazy_view_seats_item import DrivingMeCrazyViewSeatsItem


T = TypeVar("T", bound="DrivingMeCrazyView")


@_attrs_define
class DrivingMeCrazyView:
    """A Driving Me Crazy! game as one seat (or a spectator) may see it.

    Attributes:
        game (Literal['driving-me-crazy']):
        mode (DrivingMeCrazyViewMode):
        players (int):
        turn (int | None):
        pending (list[int]):
        finished (bool):
        outcome (DrivingMeCrazyViewOutcomeType0 | None):
        you (int | None):
        goal (int):
        deck_count (int):
        discard (list[DrivingMeCrazyViewDiscardItem]):
        seats (list[DrivingMeCrazyViewSeatsItem]):
        decision (DrivingMeCrazyViewDecisionType0 | None):
        hand (list[DrivingMeCrazyViewHandItem] | Unset):
        signs (list[DrivingMeCrazyViewSignsItem] | Unset):
        sign_in_force (DrivingMeCrazyViewSignInForceType0 | None | Unset):
        reaction_seconds (float | Unset):
        undo (int | None | Unset):
        late_reaction (DrivingMeCrazyViewLateReactionType0 | None | Unset):
        finishing (DrivingMeCrazyViewFinishingType0 | None | Unset):
    """

    game: Literal["driving-me-crazy"]
    mode: DrivingMeCrazyViewMode
    players: int
    turn: int | None
    pending: list[int]
    finished: bool
    outcome: DrivingMeCrazyViewOutcomeType0 | None
    you: int | None
    goal: int
    deck_count: int
    discard: list[DrivingMeCrazyViewDiscardItem]
    seats: list[DrivingMeCrazyViewSeatsItem]
    decision: DrivingMeCrazyViewDecisionType0 | None
    hand: list[DrivingMeCrazyViewHandItem] | Unset = UNSET
    signs: list[DrivingMeCrazyViewSignsItem] | Unset = UNSET
    sign_in_force: DrivingMeCrazyViewSignInForceType0 | None | Unset = UNSET
    reaction_seconds: float | Unset = UNSET
    undo: int | None | Unset = UNSET
    late_reaction: DrivingMeCrazyViewLateReactionType0 | None | Unset = UNSET
    finishing: DrivingMeCrazyViewFinishingType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.driving_me_crazy_view_decision_type_0 import DrivingMeCrazyViewDecisionType0  # noqa: PLC0415
        from ..models.driving_me_crazy_view_finishing_type_0 import DrivingMeCrazyViewFinishingType0  # noqa: PLC0415
        from ..models.driving_me_crazy_view_late_reaction_type_0 import DrivingMeCrazyViewLateReactionType0  # noqa: PLC0415
        from ..models.driving_me_crazy_view_outcome_type_0 import DrivingMeCrazyViewOutcomeType0  # noqa: PLC0415

        game = self.game

        mode = self.mode.value

        players = self.players

        turn: int | None
        turn = self.turn

        pending = self.pending

        finished = self.finished

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, DrivingMeCrazyViewOutcomeType0):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        you: int | None
        you = self.you

        goal = self.goal

        deck_count = self.deck_count

        discard = []
        for discard_item_data in self.discard:
            discard_item = discard_item_data.value
            discard.append(discard_item)

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        decision: dict[str, Any] | None
        if isinstance(self.decision, DrivingMeCrazyViewDecisionType0):
            decision = self.decision.to_dict()
        else:
            decision = self.decision

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = []
            for hand_item_data in self.hand:
                hand_item = hand_item_data.value
                hand.append(hand_item)

        signs: list[str] | Unset = UNSET
        if not isinstance(self.signs, Unset):
            signs = []
            for signs_item_data in self.signs:
                signs_item = signs_item_data.value
                signs.append(signs_item)

        sign_in_force: None | str | Unset
        if isinstance(self.sign_in_force, Unset):
            sign_in_force = UNSET
        elif isinstance(self.sign_in_force, DrivingMeCrazyViewSignInForceType0):
            sign_in_force = self.sign_in_force.value
        else:
            sign_in_force = self.sign_in_force

        reaction_seconds = self.reaction_seconds

        undo: int | None | Unset
        if isinstance(self.undo, Unset):
            undo = UNSET
        else:
            undo = self.undo

        late_reaction: dict[str, Any] | None | Unset
        if isinstance(self.late_reaction, Unset):
            late_reaction = UNSET
        elif isinstance(self.late_reaction, DrivingMeCrazyViewLateReactionType0):
            late_reaction = self.late_reaction.to_dict()
        else:
            late_reaction = self.late_reaction

        finishing: dict[str, Any] | None | Unset
        if isinstance(self.finishing, Unset):
            finishing = UNSET
        elif isinstance(self.finishing, DrivingMeCrazyViewFinishingType0):
            finishing = self.finishing.to_dict()
        else:
            finishing = self.finishing

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "mode": mode,
                "players": players,
                "turn": turn,
                "pending": pending,
                "finished": finished,
                "outcome": outcome,
                "you": you,
                "goal": goal,
                "deck_count": deck_count,
                "discard": discard,
                "seats": seats,
                "decision": decision,
            }
        )
        if hand is not UNSET:
            field_dict["hand"] = hand
        if signs is not UNSET:
            field_dict["signs"] = signs
        if sign_in_force is not UNSET:
            field_dict["sign_in_force"] = sign_in_force
        if reaction_seconds is not UNSET:
            field_dict["reaction_seconds"] = reaction_seconds
        if undo is not UNSET:
            field_dict["undo"] = undo
        if late_reaction is not UNSET:
            field_dict["late_reaction"] = late_reaction
        if finishing is not UNSET:
            field_dict["finishing"] = finishing

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.driving_me_crazy_view_decision_type_0 import DrivingMeCrazyViewDecisionType0  # noqa: PLC0415
        from ..models.driving_me_crazy_view_finishing_type_0 import DrivingMeCrazyViewFinishingType0  # noqa: PLC0415
        from ..models.driving_me_crazy_view_late_reaction_type_0 import DrivingMeCrazyViewLateReactionType0  # noqa: PLC0415
        from ..models.driving_me_crazy_view_outcome_type_0 import DrivingMeCrazyViewOutcomeType0  # noqa: PLC0415
        from ..models.driving_me_crazy_view_seats_item import DrivingMeCrazyViewSeatsItem  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["driving-me-crazy"], d.pop("game"))
        if game != "driving-me-crazy":
            raise ValueError(f"game must match const 'driving-me-crazy', got '{game}'")

        mode = DrivingMeCrazyViewMode(d.pop("mode"))

        players = d.pop("players")

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        pending = cast(list[int], d.pop("pending"))

        finished = d.pop("finished")

        def _parse_outcome(data: object) -> DrivingMeCrazyViewOutcomeType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = DrivingMeCrazyViewOutcomeType0.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DrivingMeCrazyViewOutcomeType0 | None, data)

        outcome = _parse_outcome(d.pop("outcome"))

        def _parse_you(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        you = _parse_you(d.pop("you"))

        goal = d.pop("goal")

        deck_count = d.pop("deck_count")

        discard = []
        _discard = d.pop("discard")
        for discard_item_data in _discard:
            discard_item = DrivingMeCrazyViewDiscardItem(discard_item_data)

            discard.append(discard_item)

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = DrivingMeCrazyViewSeatsItem.from_dict(seats_item_data)

            seats.append(seats_item)

        def _parse_decision(data: object) -> DrivingMeCrazyViewDecisionType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0 = DrivingMeCrazyViewDecisionType0.from_dict(data)

                return decision_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DrivingMeCrazyViewDecisionType0 | None, data)

        decision = _parse_decision(d.pop("decision"))

        _hand = d.pop("hand", UNSET)
        hand: list[DrivingMeCrazyViewHandItem] | Unset = UNSET
        if _hand is not UNSET:
            hand = []
            for hand_item_data in _hand:
                hand_item = DrivingMeCrazyViewHandItem(hand_item_data)

                hand.append(hand_item)

        _signs = d.pop("signs", UNSET)
        signs: list[DrivingMeCrazyViewSignsItem] | Unset = UNSET
        if _signs is not UNSET:
            signs = []
            for signs_item_data in _signs:
                signs_item = DrivingMeCrazyViewSignsItem(signs_item_data)

                signs.append(signs_item)

        def _parse_sign_in_force(data: object) -> DrivingMeCrazyViewSignInForceType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                sign_in_force_type_0 = DrivingMeCrazyViewSignInForceType0(data)

                return sign_in_force_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DrivingMeCrazyViewSignInForceType0 | None | Unset, data)

        sign_in_force = _parse_sign_in_force(d.pop("sign_in_force", UNSET))

        reaction_seconds = d.pop("reaction_seconds", UNSET)

        def _parse_undo(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        undo = _parse_undo(d.pop("undo", UNSET))

        def _parse_late_reaction(data: object) -> DrivingMeCrazyViewLateReactionType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                late_reaction_type_0 = DrivingMeCrazyViewLateReactionType0.from_dict(data)

                return late_reaction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DrivingMeCrazyViewLateReactionType0 | None | Unset, data)

        late_reaction = _parse_late_reaction(d.pop("late_reaction", UNSET))

        def _parse_finishing(data: object) -> DrivingMeCrazyViewFinishingType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                finishing_type_0 = DrivingMeCrazyViewFinishingType0.from_dict(data)

                return finishing_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DrivingMeCrazyViewFinishingType0 | None | Unset, data)

        finishing = _parse_finishing(d.pop("finishing", UNSET))

        driving_me_crazy_view = cls(
            game=game,
            mode=mode,
            players=players,
            turn=turn,
            pending=pending,
            finished=finished,
            outcome=outcome,
            you=you,
            goal=goal,
            deck_count=deck_count,
            discard=discard,
            seats=seats,
            decision=decision,
            hand=hand,
            signs=signs,
            sign_in_force=sign_in_force,
            reaction_seconds=reaction_seconds,
            undo=undo,
            late_reaction=late_reaction,
            finishing=finishing,
        )

        driving_me_crazy_view.additional_properties = d
        return driving_me_crazy_view

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
