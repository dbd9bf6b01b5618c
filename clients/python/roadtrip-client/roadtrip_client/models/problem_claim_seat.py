from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.problem_claim_seat_code import ProblemClaimSeatCode
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.problem_claim_seat_errors import ProblemClaimSeatErrors


T = TypeVar("T", bound="ProblemClaimSeat")


@_attrs_define
class ProblemClaimSeat:
    """A problem claimSeat can answer

    Attributes:
        type_ (str): urn:roadtrip:problem:<code>
        title (str): the HTTP status's phrase
        status (int):
        detail (str): what went wrong, for people
        code (ProblemClaimSeatCode): stable machine code: each operation's problem schema (Problem.<operationId>) lists
            the codes it can answer, per status in its x-problem-codes; components.x-problem-codes says what each means
        rule (str | Unset): an illegal move's rulebook passage (only when there is one)
        errors (ProblemClaimSeatErrors | Unset): invalid_request, invalid_text: each refused field and its messages
            (English); a nested field by its dotted path (`moves.1.comment`), a query parameter as `query.<name>`;
            invalid_text names a string by its JSON path (`$.name`)
        parameters (list[str] | Unset): unknown_parameter: the query parameters the operation does not take
        rematch (str | Unset): rematch_exists: the rematch's game id
        retry_after (int | Unset): 429 and 503: the seconds to wait before retrying (as Retry-After)
    """

    type_: str
    title: str
    status: int
    detail: str
    code: ProblemClaimSeatCode
    rule: str | Unset = UNSET
    errors: ProblemClaimSeatErrors | Unset = UNSET
    parameters: list[str] | Unset = UNSET
    rematch: str | Unset = UNSET
    retry_after: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        code = self.code.value

        rule = self.rule

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        parameters: list[str] | Unset = UNSET
        if not isinstance(self.parameters, Unset):
            parameters = self.parameters

        rematch = self.rematch

        retry_after = self.retry_after

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "title": title,
                "status": status,
                "detail": detail,
                "code": code,
            }
        )
        if rule is not UNSET:
            field_dict["rule"] = rule
        if errors is not UNSET:
            field_dict["errors"] = errors
        if parameters is not UNSET:
            field_dict["parameters"] = parameters
        if rematch is not UNSET:
            field_dict["rematch"] = rematch
        if retry_after is not UNSET:
            field_dict["retry_after"] = retry_after

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem_claim_seat_errors import ProblemClaimSeatErrors  # noqa: PLC0415

        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        code = ProblemClaimSeatCode(d.pop("code"))

        rule = d.pop("rule", UNSET)

        _errors = d.pop("errors", UNSET)
        errors: ProblemClaimSeatErrors | Unset
        if isinstance(_errors, Unset):
            errors = UNSET
        else:
            errors = ProblemClaimSeatErrors.from_dict(_errors)

        parameters = cast(list[str], d.pop("parameters", UNSET))

        rematch = d.pop("rematch", UNSET)

        retry_after = d.pop("retry_after", UNSET)

        problem_claim_seat = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            code=code,
            rule=rule,
            errors=errors,
            parameters=parameters,
            rematch=rematch,
            retry_after=retry_after,
        )

        problem_claim_seat.additional_properties = d
        return problem_claim_seat

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
