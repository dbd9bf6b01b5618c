// A tiny OpenAPI client: reads the API's operations once and calls them by
// their operationId, so the app never hard-codes a URL of the API. It reads
// the OpenAPI document's operations only (getOperations, ~2 KB), not the whole
// document (/api/openapi.json, ~60 KB), so the first screen does not wait.

import { language } from "./i18n.js";

export const SPEC_URL = "/api/v1/operations";
const METHODS = ["get", "post", "put", "patch", "delete"];

/** An error answer of the API (a problem document) or a network failure. */
/** The seconds a shed answer (503, 429) asks the client to wait (`Retry-After`), 0 if none. */
export function retryAfterOf(headers) {
  const raw = headers && headers.get ? headers.get("Retry-After") : null;
  if (!raw) return 0;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const when = Date.parse(raw); // the HTTP-date form
  return Number.isFinite(when) ? Math.max(0, (when - Date.now()) / 1000) : 0;
}

export class ApiError extends Error {
  constructor(status, problem, network = false, retryAfter = 0) {
    const p = problem && typeof problem === "object" ? problem : {};
    super(p.detail || p.message || p.title || (network ? "No connection" : `HTTP ${status}`));
    this.status = status;
    this.code = p.code || (network ? "network" : `http_${status}`);
    this.detail = p.detail || p.message || "";
    this.rule = p.rule || "";
    this.title = p.title || "";
    this.problem = p;
    this.network = network;
    // a shed request (503 overloaded, 429): come back no sooner than this many seconds
    this.retryAfter = retryAfter;
  }
}

/** The operations of the spec: operationId -> {method, path, params}. */
export function operationsOf(spec) {
  const ops = {};
  const prefix = serverPrefix(spec);
  for (const [path, item] of Object.entries(spec.paths || {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op || !op.operationId) continue;
      const params = [...(item.parameters || []), ...(op.parameters || [])];
      ops[op.operationId] = {
        method: method.toUpperCase(),
        path: prefix + path,
        pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
        queryParams: params.filter((p) => p.in === "query").map((p) => p.name),
      };
    }
  }
  return ops;
}

function serverPrefix(spec) {
  const url = spec.servers && spec.servers[0] && spec.servers[0].url;
  if (!url || url === "/") return "";
  try {
    const u = new URL(url, location.origin);
    return u.pathname.replace(/\/$/, "");
  } catch {
    return "";
  }
}

/** Fill `{name}` placeholders of `path` from `params`. */
export function fillPath(path, params = {}) {
  return path.replace(/\{([^}]+)\}/g, (_, name) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

export class Api {
  constructor() {
    this.ops = null;
    this.spec = null;
  }

  /** Load the spec (once). */
  load() {
    if (this.ops) return Promise.resolve(this);
    if (!this.loading) this.loading = this._load().finally(() => { this.loading = null; });
    return this.loading;
  }

  async _load() {
    let res;
    try {
      res = await fetch(SPEC_URL, { headers: { Accept: "application/json" } });
    } catch (e) {
      throw new ApiError(0, null, true);
    }
    if (!res.ok) throw new ApiError(res.status, null);
    this.spec = await res.json();
    this.ops = operationsOf(this.spec);
    return this;
  }

  has(operationId) {
    return Boolean(this.ops && this.ops[operationId]);
  }

  /** The URL of an operation (for <img src> or links). */
  url(operationId, params = {}, query = {}) {
    const op = this.ops[operationId];
    if (!op) throw new Error(`the API has no operation ${operationId}`);
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) qs.set(k, v);
    const q = qs.toString();
    return fillPath(op.path, params) + (q ? `?${q}` : "");
  }

  /**
   * Call an operation. Returns {status, data, headers}; throws ApiError for
   * any error answer (status >= 400) or a network failure. 304 is not an error.
   */
  async call(operationId, { params = {}, query = {}, body, token, headers = {}, signal } = {}) {
    await this.load();
    const op = this.ops[operationId];
    if (!op) throw new Error(`the API has no operation ${operationId}`);
    // refusals and problems come back in the language this phone shows
    const h = { Accept: "application/json, application/problem+json", "Accept-Language": language(), ...headers };
    if (token) h.Authorization = `Bearer ${token}`;
    const init = { method: op.method, headers: h, signal, cache: "no-store" };
    if (body !== undefined) {
      h["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    let res;
    try {
      res = await fetch(this.url(operationId, params, query), init);
    } catch (e) {
      if (e && e.name === "AbortError") throw e;
      throw new ApiError(0, null, true);
    }
    let data = null;
    const type = res.headers.get("Content-Type") || "";
    if (res.status !== 304 && res.status !== 204) {
      if (type.includes("json")) {
        try { data = await res.json(); } catch { data = null; }
      } else {
        data = await res.text();
      }
    }
    if (res.status >= 400) throw new ApiError(res.status, data, false, retryAfterOf(res.headers));
    return { status: res.status, data, headers: res.headers };
  }

  /**
   * Open a Server-Sent Events operation (getEvents) with fetch, so the bearer
   * token goes in a header (EventSource cannot send one). Calls onEvent({id,
   * event, data}) for each event (data parsed as JSON) and onOpen() once the
   * stream is accepted; resolves when the server ends the stream. Throws
   * ApiError for an error answer or a lost connection, AbortError when aborted.
   */
  async stream(operationId, { params = {}, query = {}, token, signal, onOpen, onEvent } = {}) {
    await this.load();
    const op = this.ops[operationId];
    if (!op) throw new Error(`the API has no operation ${operationId}`);
    const h = { Accept: "text/event-stream, application/problem+json" };
    if (token) h.Authorization = `Bearer ${token}`;
    let res;
    try {
      res = await fetch(this.url(operationId, params, query), { headers: h, signal, cache: "no-store" });
    } catch (e) {
      if (e && e.name === "AbortError") throw e;
      throw new ApiError(0, null, true);
    }
    if (res.status >= 400) {
      let data = null;
      try { data = await res.json(); } catch { data = null; }
      throw new ApiError(res.status, data, false, retryAfterOf(res.headers));
    }
    if (!res.body || !(res.headers.get("Content-Type") || "").includes("text/event-stream")) {
      throw new ApiError(415, { code: "not_a_stream", detail: "the server did not stream" });
    }
    if (onOpen) onOpen();
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, "\n");
        let cut;
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = parseEvent(block);
          if (event) onEvent(event);
        }
      }
    } catch (e) {
      if (e && e.name === "AbortError") throw e;
      throw new ApiError(0, null, true);
    }
  }
}

/** One SSE block as {id, event, data} (data parsed as JSON), or null for a comment or retry. */
export function parseEvent(block) {
  let id = null;
  let event = "message";
  const data = [];
  for (const line of block.split("\n")) {
    if (!line || line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const name = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (name === "id") id = value;
    else if (name === "event") event = value;
    else if (name === "data") data.push(value);
  }
  if (!data.length) return null;
  try {
    return { id, event, data: JSON.parse(data.join("\n")) };
  } catch {
    return null;
  }
}

export const api = new Api();
