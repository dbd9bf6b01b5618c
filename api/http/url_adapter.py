"""The URL adapter of a kept binding: the rule its own path matches, remembered.

:class:`~api.http.app_class.RoadtripMap` hands the requests with the same inputs
(host, script, path, query, method...) the one adapter werkzeug bound for them, and
Flask asks that adapter the same question on each of them: ``match(return_rule=True)``
for its own path and method.  werkzeug's ``MapAdapter.match`` answers it anew
(the method upper-cased, the path rebuilt, the matcher asked, the default-redirect
check: ~150 bytecodes a request) although nothing in the answer can differ while the
map's rules do not change.  :class:`RememberingAdapter` keeps the answer of that
one question (the rule and its values; a fresh dict of them each time, as callers
may change it), tied to the matcher's :attr:`generation` (adding rules or updating
the map forgets it).  A refusal (404, 405, a redirect) raises as before and is not
kept; any other question (a path, a method, a query given) is werkzeug's.
``tests/api/test_url_matches.py`` pins werkzeug's method and holds both to it.
"""

from __future__ import annotations

from typing import Any

from werkzeug.routing import MapAdapter, Rule

#: where an adapter keeps its answer: (the matcher's generation, the rule, its values)
_KEPT = "roadtrip_match"
#: the only argument of the question kept (Flask's ``match(return_rule=True)``)
_ONLY = frozenset({"return_rule"})


class RememberingAdapter(MapAdapter):
    """werkzeug's adapter, remembering what its own path and method match (see the module)."""

    def match(self, *args: Any, **kwargs: Any) -> Any:
        """Return what werkzeug's ``match`` does; its own path's answer (asked with no
        argument but ``return_rule``) kept once made."""
        generation = getattr(self.map._matcher, "generation", None)
        if args or generation is None or not _ONLY.issuperset(kwargs):
            return super().match(*args, **kwargs)
        kept: tuple[int, Rule, tuple[tuple[str, Any], ...]] | None = self.__dict__.get(_KEPT)
        if kept is None or kept[0] != generation:
            rule, values = super().match(return_rule=True)  # a refusal raises: not kept
            kept = self.__dict__[_KEPT] = (generation, rule, tuple(values.items()))
        rule = kept[1]
        return (rule if kwargs.get("return_rule") else rule.endpoint), dict(kept[2])
