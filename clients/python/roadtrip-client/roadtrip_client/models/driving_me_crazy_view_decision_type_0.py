from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.driving_me_crazy_view_decision_type_0_card import DrivingMeCrazyViewDecisionType0Card
from ..models.driving_me_crazy_view_decision_type_0_cards_item import DrivingMeCrazyViewDecisionType0CardsItem
from ..models.driving_me_crazy_view_decision_type_0_kind import DrivingMeCrazyViewDecisionType0Kind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.driving_me_crazy_view_decision_type_0_deck import DrivingMeCrazyViewDecisionType0Deck


T = TypeVar("T", bound="DrivingMeCrazyViewDecisionType0")


@_attrs_define
class DrivingMeCrazyViewDecisionType0:
    """What the pending seat must decide now; kind says which decision, the other fields depend on it.

    Attributes:
        seat (int):
        kind (DrivingMeCrazyViewDecisionType0Kind):
        source (str | Unset):
        distance_only (bool | Unset):
        count (int | Unset):
        remaining (int | Unset):
        deck (DrivingMeCrazyViewDecisionType0Deck | Unset): the draw pile as counts (its searcher only)
        seen (list[int] | Unset):
        card (DrivingMeCrazyViewDecisionType0Card | Unset):
        cards (list[DrivingMeCrazyViewDecisionType0CardsItem] | Unset):
        seats (list[int] | Unset):
        player (int | Unset):
        target (int | Unset):
        option (str | Unset):
        opened (float | None | Unset):
        deadline (float | None | Unset):
        pass_at (float | None | Unset):
        answered (bool | Unset):
    """

    seat: int
    kind: DrivingMeCrazyViewDecisionType0Kind
    source: str | Unset = UNSET
    distance_only: bool | Unset = UNSET
    count: int | Unset = UNSET
    remaining: int | Unset = UNSET
    deck: DrivingMeCrazyViewDecisionType0Deck | Unset = UNSET
    seen: list[int] | Unset = UNSET
    card: DrivingMeCrazyViewDecisionType0Card | Unset = UNSET
    cards: list[DrivingMeCrazyViewDecisionType0CardsItem] | Unset = UNSET
    seats: list[int] | Unset = UNSET
    player: int | Unset = UNSET
    target: int | Unset = UNSET
    option: str | Unset = UNSET
    opened: float | None | Unset = UNSET
    deadline: float | None | Unset = UNSET
    pass_at: float | None | Unset = UNSET
    answered: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        kind = self.kind.value

        source = self.source

        distance_only = self.distance_only

        count = self.count

        remaining = self.remaining

        deck: dict[str, Any] | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = self.deck.to_dict()

        seen: list[int] | Unset = UNSET
        if not isinstance(self.seen, Unset):
            seen = self.seen

        card: str | Unset = UNSET
        if not isinstance(self.card, Unset):
            card = self.card.value

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = []
            for cards_item_data in self.cards:
                cards_item = cards_item_data.value
                cards.append(cards_item)

        seats: list[int] | Unset = UNSET
        if not isinstance(self.seats, Unset):
            seats = self.seats

        player = self.player

        target = self.target

        option = self.option

        opened: float | None | Unset
        if isinstance(self.opened, Unset):
            opened = UNSET
        else:
            opened = self.opened

        deadline: float | None | Unset
        if isinstance(self.deadline, Unset):
            deadline = UNSET
        else:
            deadline = self.deadline

        pass_at: float | None | Unset
        if isinstance(self.pass_at, Unset):
            pass_at = UNSET
        else:
            pass_at = self.pass_at

        answered = self.answered

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "kind": kind,
            }
        )
        if source is not UNSET:
            field_dict["source"] = source
        if distance_only is not UNSET:
            field_dict["distance_only"] = distance_only
        if count is not UNSET:
            field_dict["count"] = count
        if remaining is not UNSET:
            field_dict["remaining"] = remaining
        if deck is not UNSET:
            field_dict["deck"] = deck
        if seen is not UNSET:
            field_dict["seen"] = seen
        if card is not UNSET:
            field_dict["card"] = card
        if cards is not UNSET:
            field_dict["cards"] = cards
        if seats is not UNSET:
            field_dict["seats"] = seats
        if player is not UNSET:
            field_dict["player"] = player
        if target is not UNSET:
            field_dict["target"] = target
        if option is not UNSET:
            field_dict["option"] = option
        if opened is not UNSET:
            field_dict["opened"] = opened
        if deadline is not UNSET:
            field_dict["deadline"] = deadline
        if pass_at is not UNSET:
            field_dict["pass_at"] = pass_at
        if answered is not UNSET:
            field_dict["answered"] = answered

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.driving_me_crazy_view_decision_type_0_deck import DrivingMeCrazyViewDecisionType0Deck  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        kind = DrivingMeCrazyViewDecisionType0Kind(d.pop("kind"))

        source = d.pop("source", UNSET)

        distance_only = d.pop("distance_only", UNSET)

        count = d.pop("count", UNSET)

        remaining = d.pop("remaining", UNSET)

        _deck = d.pop("deck", UNSET)
        deck: DrivingMeCrazyViewDecisionType0Deck | Unset
        if isinstance(_deck, Unset):
            deck = UNSET
        else:
            deck = DrivingMeCrazyViewDecisionType0Deck.from_dict(_deck)

        seen = cast(list[int], d.pop("seen", UNSET))

        _card = d.pop("card", UNSET)
        card: DrivingMeCrazyViewDecisionType0Card | Unset
        if isinstance(_card, Unset):
            card = UNSET
        else:
            card = DrivingMeCrazyViewDecisionType0Card(_card)

        _cards = d.pop("cards", UNSET)
        cards: list[DrivingMeCrazyViewDecisionType0CardsItem] | Unset = UNSET
        if _cards is not UNSET:
            cards = []
            for cards_item_data in _cards:
                cards_item = DrivingMeCrazyViewDecisionType0CardsItem(cards_item_data)

                cards.append(cards_item)

        seats = cast(list[int], d.pop("seats", UNSET))

        player = d.pop("player", UNSET)

        target = d.pop("target", UNSET)

        option = d.pop("option", UNSET)

        def _parse_opened(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        opened = _parse_opened(d.pop("opened", UNSET))

        def _parse_deadline(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        deadline = _parse_deadline(d.pop("deadline", UNSET))

        def _parse_pass_at(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        pass_at = _parse_pass_at(d.pop("pass_at", UNSET))

        answered = d.pop("answered", UNSET)

        driving_me_crazy_view_decision_type_0 = cls(
            seat=seat,
            kind=kind,
            source=source,
            distance_only=distance_only,
            count=count,
            remaining=remaining,
            deck=deck,
            seen=seen,
            card=card,
            cards=cards,
            seats=seats,
            player=player,
            target=target,
            option=option,
            opened=opened,
            deadline=deadline,
            pass_at=pass_at,
            answered=answered,
        )

        driving_me_crazy_view_decision_type_0.additional_properties = d
        return driving_me_crazy_view_decision_type_0

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
