from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.verdict_held import VerdictHeld
    from ..models.verdict_outcome_type_0 import VerdictOutcomeType0


T = TypeVar("T", bound="Verdict")


@_attrs_define
class Verdict:
    """
    Attributes:
        legal (bool):
        moves_checked (int):
        finished (bool):
        outcome (None | Unset | VerdictOutcomeType0):
        index (int | None | Unset): 0-based position of the first illegal move in moves
        number (int | None | Unset): 1-based number of the first illegal move (index + 1), as people count
        seat (int | None | Unset): the seat of the first illegal move, as in the file (from 0)
        player (None | str | Unset): that seat as people name it, in the caller's language: from 1 ("seat 1"; Drive adds
            its car's colour, "seat 1 (red)"), after the player's name when the transcript gives it ("Ann, seat 1")
        name (str | Unset): the name of that seat's player, when the transcript gives it
        held (VerdictHeld | Unset): the transcript stops while a card that reached the goal waits for the table (referee
            mode, Quick Reactions): winners, reason, card; the game is not finished
        code (None | str | Unset): the refusal's code, as in a problem document
        detail (None | str | Unset): why the move is refused, as in a problem document
        message (None | str | Unset): the same text as detail (its earlier name)
        rule (None | str | Unset):
        deal_verified (bool | Unset): with a deal commitment in the transcript: whether the seed and salt open it
            (false: no move counts)
    """

    legal: bool
    moves_checked: int
    finished: bool
    outcome: None | Unset | VerdictOutcomeType0 = UNSET
    index: int | None | Unset = UNSET
    number: int | None | Unset = UNSET
    seat: int | None | Unset = UNSET
    player: None | str | Unset = UNSET
    name: str | Unset = UNSET
    held: VerdictHeld | Unset = UNSET
    code: None | str | Unset = UNSET
    detail: None | str | Unset = UNSET
    message: None | str | Unset = UNSET
    rule: None | str | Unset = UNSET
    deal_verified: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.verdict_outcome_type_0 import VerdictOutcomeType0  # noqa: PLC0415

        legal = self.legal

        moves_checked = self.moves_checked

        finished = self.finished

        outcome: dict[str, Any] | None | Unset
        if isinstance(self.outcome, Unset):
            outcome = UNSET
        elif isinstance(self.outcome, VerdictOutcomeType0):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        index: int | None | Unset
        if isinstance(self.index, Unset):
            index = UNSET
        else:
            index = self.index

        number: int | None | Unset
        if isinstance(self.number, Unset):
            number = UNSET
        else:
            number = self.number

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        player: None | str | Unset
        if isinstance(self.player, Unset):
            player = UNSET
        else:
            player = self.player

        name = self.name

        held: dict[str, Any] | Unset = UNSET
        if not isinstance(self.held, Unset):
            held = self.held.to_dict()

        code: None | str | Unset
        if isinstance(self.code, Unset):
            code = UNSET
        else:
            code = self.code

        detail: None | str | Unset
        if isinstance(self.detail, Unset):
            detail = UNSET
        else:
            detail = self.detail

        message: None | str | Unset
        if isinstance(self.message, Unset):
            message = UNSET
        else:
            message = self.message

        rule: None | str | Unset
        if isinstance(self.rule, Unset):
            rule = UNSET
        else:
            rule = self.rule

        deal_verified = self.deal_verified

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "moves_checked": moves_checked,
                "finished": finished,
            }
        )
        if outcome is not UNSET:
            field_dict["outcome"] = outcome
        if index is not UNSET:
            field_dict["index"] = index
        if number is not UNSET:
            field_dict["number"] = number
        if seat is not UNSET:
            field_dict["seat"] = seat
        if player is not UNSET:
            field_dict["player"] = player
        if name is not UNSET:
            field_dict["name"] = name
        if held is not UNSET:
            field_dict["held"] = held
        if code is not UNSET:
            field_dict["code"] = code
        if detail is not UNSET:
            field_dict["detail"] = detail
        if message is not UNSET:
            field_dict["message"] = message
        if rule is not UNSET:
            field_dict["rule"] = rule
        if deal_verified is not UNSET:
            field_dict["deal_verified"] = deal_verified

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.verdict_held import VerdictHeld  # noqa: PLC0415
        from ..models.verdict_outcome_type_0 import VerdictOutcomeType0  # noqa: PLC0415

        d = dict(src_dict)
        legal = d.pop("legal")

        moves_checked = d.pop("moves_checked")

        finished = d.pop("finished")

        def _parse_outcome(data: object) -> None | Unset | VerdictOutcomeType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = VerdictOutcomeType0.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | VerdictOutcomeType0, data)

        outcome = _parse_outcome(d.pop("outcome", UNSET))

        def _parse_index(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        index = _parse_index(d.pop("index", UNSET))

        def _parse_number(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        number = _parse_number(d.pop("number", UNSET))

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        def _parse_player(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        player = _parse_player(d.pop("player", UNSET))

        name = d.pop("name", UNSET)

        _held = d.pop("held", UNSET)
        held: VerdictHeld | Unset
        if isinstance(_held, Unset):
            held = UNSET
        else:
            held = VerdictHeld.from_dict(_held)

        def _parse_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        code = _parse_code(d.pop("code", UNSET))

        def _parse_detail(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        detail = _parse_detail(d.pop("detail", UNSET))

        def _parse_message(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        message = _parse_message(d.pop("message", UNSET))

        def _parse_rule(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rule = _parse_rule(d.pop("rule", UNSET))

        deal_verified = d.pop("deal_verified", UNSET)

        verdict = cls(
            legal=legal,
            moves_checked=moves_checked,
            finished=finished,
            outcome=outcome,
            index=index,
            number=number,
            seat=seat,
            player=player,
            name=name,
            held=held,
            code=code,
            detail=detail,
            message=message,
            rule=rule,
            deal_verified=deal_verified,
        )

        return verdict
