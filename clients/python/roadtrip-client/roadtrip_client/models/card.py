from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.card_colour import CardColour
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.card_option import CardOption
    from ..models.card_rules import CardRules


T = TypeVar("T", bound="Card")


@_attrs_define
class Card:
    """
    Attributes:
        id (str):
        title (str):
        text (str): what the card does, in the rulebook's words
        colour (CardColour | Unset):
        base (int | Unset): copies in the base deck
        seven_plus (int | Unset): copies added from 7 players
        variant (None | str | Unset): its variant, or null
        variant_count (int | Unset): copies added by its variant
        distance (int | None | Unset):
        duration (int | None | Unset): turns its effect lasts (the turn tracker)
        note (None | str | Unset): the rulebook's note
        options (list[CardOption] | Unset):
        forbids (None | str | Unset): a sign: the card no one may play while it is in force
        count (int | Unset):
        miss_a_turn (bool | Unset):
        card (str | Unset):
        rotation (int | Unset):
        roads (list[str] | Unset):
        stops (list[str] | Unset):
        triangle (None | str | Unset):
        no_stopping (bool | Unset):
        rules (CardRules | Unset): per entry edge, the exits a car may take (empty: No Entry)
        signs (list[str] | Unset):
    """

    id: str
    title: str
    text: str
    colour: CardColour | Unset = UNSET
    base: int | Unset = UNSET
    seven_plus: int | Unset = UNSET
    variant: None | str | Unset = UNSET
    variant_count: int | Unset = UNSET
    distance: int | None | Unset = UNSET
    duration: int | None | Unset = UNSET
    note: None | str | Unset = UNSET
    options: list[CardOption] | Unset = UNSET
    forbids: None | str | Unset = UNSET
    count: int | Unset = UNSET
    miss_a_turn: bool | Unset = UNSET
    card: str | Unset = UNSET
    rotation: int | Unset = UNSET
    roads: list[str] | Unset = UNSET
    stops: list[str] | Unset = UNSET
    triangle: None | str | Unset = UNSET
    no_stopping: bool | Unset = UNSET
    rules: CardRules | Unset = UNSET
    signs: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        title = self.title

        text = self.text

        colour: str | Unset = UNSET
        if not isinstance(self.colour, Unset):
            colour = self.colour.value

        base = self.base

        seven_plus = self.seven_plus

        variant: None | str | Unset
        if isinstance(self.variant, Unset):
            variant = UNSET
        else:
            variant = self.variant

        variant_count = self.variant_count

        distance: int | None | Unset
        if isinstance(self.distance, Unset):
            distance = UNSET
        else:
            distance = self.distance

        duration: int | None | Unset
        if isinstance(self.duration, Unset):
            duration = UNSET
        else:
            duration = self.duration

        note: None | str | Unset
        if isinstance(self.note, Unset):
            note = UNSET
        else:
            note = self.note

        options: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = []
            for options_item_data in self.options:
                options_item = options_item_data.to_dict()
                options.append(options_item)

        forbids: None | str | Unset
        if isinstance(self.forbids, Unset):
            forbids = UNSET
        else:
            forbids = self.forbids

        count = self.count

        miss_a_turn = self.miss_a_turn

        card = self.card

        rotation = self.rotation

        roads: list[str] | Unset = UNSET
        if not isinstance(self.roads, Unset):
            roads = self.roads

        stops: list[str] | Unset = UNSET
        if not isinstance(self.stops, Unset):
            stops = self.stops

        triangle: None | str | Unset
        if isinstance(self.triangle, Unset):
            triangle = UNSET
        else:
            triangle = self.triangle

        no_stopping = self.no_stopping

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        signs: list[str] | Unset = UNSET
        if not isinstance(self.signs, Unset):
            signs = self.signs

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "title": title,
                "text": text,
            }
        )
        if colour is not UNSET:
            field_dict["colour"] = colour
        if base is not UNSET:
            field_dict["base"] = base
        if seven_plus is not UNSET:
            field_dict["seven_plus"] = seven_plus
        if variant is not UNSET:
            field_dict["variant"] = variant
        if variant_count is not UNSET:
            field_dict["variant_count"] = variant_count
        if distance is not UNSET:
            field_dict["distance"] = distance
        if duration is not UNSET:
            field_dict["duration"] = duration
        if note is not UNSET:
            field_dict["note"] = note
        if options is not UNSET:
            field_dict["options"] = options
        if forbids is not UNSET:
            field_dict["forbids"] = forbids
        if count is not UNSET:
            field_dict["count"] = count
        if miss_a_turn is not UNSET:
            field_dict["miss_a_turn"] = miss_a_turn
        if card is not UNSET:
            field_dict["card"] = card
        if rotation is not UNSET:
            field_dict["rotation"] = rotation
        if roads is not UNSET:
            field_dict["roads"] = roads
        if stops is not UNSET:
            field_dict["stops"] = stops
        if triangle is not UNSET:
            field_dict["triangle"] = triangle
        if no_stopping is not UNSET:
            field_dict["no_stopping"] = no_stopping
        if rules is not UNSET:
            field_dict["rules"] = rules
        if signs is not UNSET:
            field_dict["signs"] = signs

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.card_option import CardOption  # noqa: PLC0415
        from ..models.card_rules import CardRules  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        text = d.pop("text")

        _colour = d.pop("colour", UNSET)
        colour: CardColour | Unset
        if isinstance(_colour, Unset):
            colour = UNSET
        else:
            colour = CardColour(_colour)

        base = d.pop("base", UNSET)

        seven_plus = d.pop("seven_plus", UNSET)

        def _parse_variant(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        variant = _parse_variant(d.pop("variant", UNSET))

        variant_count = d.pop("variant_count", UNSET)

        def _parse_distance(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        distance = _parse_distance(d.pop("distance", UNSET))

        def _parse_duration(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        duration = _parse_duration(d.pop("duration", UNSET))

        def _parse_note(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        note = _parse_note(d.pop("note", UNSET))

        _options = d.pop("options", UNSET)
        options: list[CardOption] | Unset = UNSET
        if _options is not UNSET:
            options = []
            for options_item_data in _options:
                options_item = CardOption.from_dict(options_item_data)

                options.append(options_item)

        def _parse_forbids(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        forbids = _parse_forbids(d.pop("forbids", UNSET))

        count = d.pop("count", UNSET)

        miss_a_turn = d.pop("miss_a_turn", UNSET)

        card = d.pop("card", UNSET)

        rotation = d.pop("rotation", UNSET)

        roads = cast(list[str], d.pop("roads", UNSET))

        stops = cast(list[str], d.pop("stops", UNSET))

        def _parse_triangle(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        triangle = _parse_triangle(d.pop("triangle", UNSET))

        no_stopping = d.pop("no_stopping", UNSET)

        _rules = d.pop("rules", UNSET)
        rules: CardRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = CardRules.from_dict(_rules)

        signs = cast(list[str], d.pop("signs", UNSET))

        card = cls(
            id=id,
            title=title,
            text=text,
            colour=colour,
            base=base,
            seven_plus=seven_plus,
            variant=variant,
            variant_count=variant_count,
            distance=distance,
            duration=duration,
            note=note,
            options=options,
            forbids=forbids,
            count=count,
            miss_a_turn=miss_a_turn,
            card=card,
            rotation=rotation,
            roads=roads,
            stops=stops,
            triangle=triangle,
            no_stopping=no_stopping,
            rules=rules,
            signs=signs,
        )

        return card
