// Generated from services/contracts/src/page-routes.ts and shared-ui/platform/src/mf/canary.ts by
// `pnpm --filter infra build:proxy` (infra/src/proxy-bundle.ts): do not edit. njs imports it into shell.js.
/**
 * Cookies several parts of the site read, and the one way to read a cookie from a `Cookie` header (or from
 * `document.cookie`, which has the same form). Kept to what njs runs: the production proxy bundles it
 * (page-routes.ts, and the canary bucket of @ladrive/platform).
 */ /**
 * The cookie that carries a signed-in visitor's session (koa-session's, set by the API). Its absence is certain to
 * mean "signed out", which the site origin uses to send the landing page itself as the frame (page-routes.ts).
 */ var SESSION_COOKIE = 'ladrive.sid';
/** The value of the cookie `name` in `cookieHeader` (`a=1; b=2`), or null when it holds none. */ function cookieValue(cookieHeader, name) {
    var pairs = String(cookieHeader || '').split(';');
    for(var i = 0; i < pairs.length; i++){
        var pair = pairs[i].trim();
        if (pair.indexOf("".concat(name, "=")) === 0) return pair.slice(name.length + 1).trim();
    }
    return null;
}

/**
 * The two languages the site speaks. Until a visitor chooses, each screen shows the spec's texts (its own mix of
 * English and Spanish); the choice, once made, is the `lang` cookie and, for a signed-in user, the account's.
 */ var LANGUAGES = (/* unused pure expression or super */ null && ([
    'en',
    'es'
]));
/** The cookie that carries a visitor's choice to every app and to the API (`en` or `es`). */ var LANGUAGE_COOKIE = 'lang';
/** How long the choice is remembered: a year, renewed each time it is made. */ var LANGUAGE_COOKIE_MAX_AGE_S = (/* unused pure expression or super */ null && (365 * 24 * 60 * 60));
/** The BCP 47 locale each language formats with: the US market, in English or in Spanish (US dollars in both). */ var LOCALE_OF = (/* unused pure expression or super */ null && ({
    en: 'en-US',
    es: 'es-US'
}));
/** A cookie's or a field's value as a language; anything else is no choice. */ function parseLanguage(value) {
    return value === 'en' || value === 'es' ? value : null;
}

/**
 * A page's route: a path pattern of the site's router (`/cars/:id`, `/help/*`) as `pages.ts` and remotes.json
 * write it. This file is the one implementation of matching a pathname to a route, filling a pattern's
 * parameters, and the templates of what a route's page reads first, for everything that needs them: the links
 * (`hrefs`), the local site origin (infra/src/site-page.ts) and the production proxy, which runs this very file
 * bundled for njs (infra/production/proxy/page-routes.js, built by `pnpm --filter infra build:proxy`).
 *
 * So it keeps to the library njs 0.7 has: no Map, Set, URLSearchParams, URL, flatMap or replaceAll, and no
 * iterating with for…of (its syntax is lowered by the bundle, the library is not). The proxy's test runs it in
 * nginx.
 */ 

var page_routes_segmentsOf = function segmentsOf(path) {
    return path.split('/').filter(Boolean);
};
/**
 * The route parameters of `pathname` under `pattern` (`/cars/:id`, `/help/*`), matched as the shell's router
 * matches (case-insensitively, a trailing slash ignored), or undefined when it does not match. Values are the
 * segments of `pathname` as given (a server passes it decoded).
 */ function matchRoute(pattern, pathname) {
    var want = page_routes_segmentsOf(pattern);
    var have = page_routes_segmentsOf(pathname);
    var params = {};
    for(var index = 0; index < want.length; index++){
        var segment = want[index];
        if (segment === '*') return params;
        var actual = have[index];
        if (actual === undefined) return undefined;
        if (segment.startsWith(':')) params[segment.slice(1)] = actual;
        else if (segment.toLowerCase() !== actual.toLowerCase()) return undefined;
    }
    return want.length === have.length ? params : undefined;
}
/** The first of `remotes`' routes that matches `pathname` (remotes.json's order), its remote and its parameters. */ function routeOf(remotes, pathname) {
    for(var at = 0; at < remotes.length; at++){
        var remote = remotes[at];
        for(var index = 0; index < remote.routes.length; index++){
            var route = remote.routes[index];
            var params = matchRoute(route.path, pathname);
            if (params) return {
                remote: remote,
                route: route,
                params: params
            };
        }
    }
    return undefined;
}
/** `pattern` with each `:name` replaced by the `name` parameter, encoded: `/cars/:id` → `/cars/7c94%2047e7`. */ function fillRoute(pattern, params) {
    var values = params;
    return pattern.replace(/:(\w+)/g, function(_, name) {
        var _values_name;
        return encodeURIComponent((_values_name = values[name]) !== null && _values_name !== void 0 ? _values_name : '');
    });
}
/** As URLSearchParams writes a key or value: encodeURIComponent's output with !'()~ escaped too, a space as '+'. */ var page_routes_formEncode = function formEncode(text) {
    return encodeURIComponent(text).replace(/[!'()~]/g, function(character) {
        return "%".concat(character.charCodeAt(0).toString(16).toUpperCase());
    }).replace(/%20/g, '+');
};
/**
 * The query string of `keys`, in their order, each with its value trimmed, the empty ones left out, encoded as
 * URLSearchParams encodes them (`location=Santa+Monica&sort=price_asc`); '' when none has a value.
 */ function queryStringOf(keys, value) {
    var pairs = [];
    for(var index = 0; index < keys.length; index++){
        var _value;
        var key = keys[index];
        var given = key ? (_value = value(key)) === null || _value === void 0 ? void 0 : _value.trim() : undefined;
        if (given) pairs.push("".concat(page_routes_formEncode(key), "=").concat(page_routes_formEncode(given)));
    }
    return pairs.join('&');
}
/** `path?query`, or `path` alone when the query is empty (a bare `/search`, never `/search?`). */ var page_routes_withQuery = function withQuery(path) {
    var query = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : '';
    return query ? "".concat(path, "?").concat(query) : path;
};
/**
 * The URL of a page's data read from its template: `/api/cars/:id/reviews` takes the route's `id` (decoded,
 * encoded here); `/api/cars?location&page` passes the page URL's `location` and `page` through (`queryStringOf`).
 * A page that requests exactly this URL gets the response the site origin's page started (a preload is matched
 * by its URL).
 */ function routeDataUrl(template, params, query) {
    var at = template.indexOf('?');
    var path = fillRoute(at < 0 ? template : template.slice(0, at), params);
    var keys = at < 0 ? [] : template.slice(at + 1).split('&');
    var passed = queryStringOf(keys, function(key) {
        return query.get(key);
    });
    return page_routes_withQuery(path, passed);
}
/**
 * The srcset of a page's image from its template (`/api/cars/:id/cover?w=320 320w, …`): each `:name` takes
 * the route's parameter. Preloaded with the same candidates and sizes as the page's `<img>`, the browser
 * picks the same candidate, and the `<img>` takes the preloaded response.
 */ function routeImageSrcSet(template, params) {
    return fillRoute(template, params);
}
/**
 * The kinds of frame a shell build renders (shell/src/frame): the landing page itself, for `/` without a session
 * (certain to be signed out, so the frame is the page a visitor sees, not a skeleton); the home's skeleton, for `/`
 * with one (the landing or the signed-in home: the session decides); every other page's skeleton with a session;
 * and without one, the same with the signed-out header (Login, Sign In, Sign Up), whose shell does not ask the API who is
 * signed in: a visitor without a session cookie is signed out for certain.
 */ var FRAME_KINDS = (/* unused pure expression or super */ null && ([
    'landing',
    'home',
    'page',
    'page-signed-out'
]));
/**
 * The shell build's copy of index.html that already draws the frame a visitor sees first (header, skeleton or
 * landing page, footer in their language), for a request of `pathname` with `cookieHeader`: `frame.es.page.html`
 * with a session cookie, `frame.es.page-signed-out.html` without, or `frame.spec.landing.html` at `/` while the
 * visitor has chosen no language and has no session. The language is the `lang` cookie (LANGUAGE_COOKIE, `en` or
 * `es`); the session, SESSION_COOKIE, counted by its presence (only the API can tell whether it is still valid).
 */ function framePageOf(pathname, cookieHeader) {
    var language = parseLanguage(cookieValue(cookieHeader, LANGUAGE_COOKIE));
    var hasSessionCookie = Boolean(cookieValue(cookieHeader, SESSION_COOKIE));
    if (pathname !== '/') return framePageName(language, hasSessionCookie ? 'page' : 'page-signed-out');
    return framePageName(language, hasSessionCookie ? 'home' : 'landing');
}
/** The file name of a frame page (framePageOf): by the language chosen (null: none) and the kind of page. */ function framePageName(language, kind) {
    return "frame.".concat(language || 'spec', ".").concat(kind, ".html");
}

/**
 * Which version of a canaried remote a visitor gets. Each visitor carries a bucket, 0–99, in a cookie the site
 * origin sets on their first page and keeps for long, so the same visitor always gets the same version; a
 * remote's canary at `percent` goes to `percent` consecutive buckets (wrapping after 99) from a start drawn from
 * the remote's name and the canary's version, so each canary tries a different share of visitors instead of the
 * same first buckets every time. The site origin resolves remotes.json with it
 * before inlining it (infra/src/site-page.ts locally, the production proxy's shell.js through the njs bundle of
 * infra/src/proxy-bundle.ts), so the shell, the hints and the browser reports see one plain descriptor per remote.
 *
 * Kept to what njs parses once lowered to ES5 (no classes, no URLSearchParams; imports only of njs-safe modules).
 */ 
/** The visitor's bucket cookie: not HttpOnly (nothing secret in it; the browser reports may read it). */ var BUCKET_COOKIE = 'ladrive-bucket';
/** 400 days: the longest a browser keeps a cookie (Chrome caps Max-Age there). */ var BUCKET_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
var BUCKETS = 100;
/** The bucket a Cookie header carries, or undefined when it carries none (or one that is not 0–99). */ function bucketOf(cookieHeader) {
    var value = cookieValue(cookieHeader, BUCKET_COOKIE);
    return value !== null && /^\d{1,2}$/.test(value) ? Number(value) : undefined;
}
/** A new visitor's bucket from a random number in [0, 1). */ var canary_newBucket = function newBucket(random) {
    return Math.min(BUCKETS - 1, Math.floor(random * BUCKETS));
};
/** The Set-Cookie value that gives a visitor `bucket` for good (for the whole site, sent on top-level navigations). */ var canary_bucketCookie = function bucketCookie(bucket) {
    return "".concat(BUCKET_COOKIE, "=").concat(bucket, "; Path=/; Max-Age=").concat(BUCKET_MAX_AGE_SECONDS, "; SameSite=Lax");
};
/**
 * The first bucket of a canary's share: a string hash of the remote's name and the canary's version (any spread will
 * do; it must only be the same in node and njs, hence integer arithmetic kept below 2^53).
 */ function canaryStart(remoteName, version) {
    var key = "".concat(remoteName, "@").concat(version);
    var hash = 0;
    for(var i = 0; i < key.length; i++)hash = (hash * 31 + key.charCodeAt(i)) % 2147483647;
    return hash % BUCKETS;
}
/**
 * Whether a visitor in `bucket` gets a canary sent to `percent` of visitors from bucket `start` on. Raising the
 * percent of the same canary only adds visitors: nobody flips back.
 */ var canary_inCanary = function inCanary(bucket, percent, start) {
    return (bucket - start + BUCKETS) % BUCKETS < percent;
};
/** The descriptor a visitor in `bucket` gets: the canary's version in its place, or the stable one, never both. */ function resolveRemote(remote, bucket) {
    var canary = remote.canary;
    var resolved = Object.assign({}, remote);
    delete resolved.canary;
    if (!canary || !canary_inCanary(bucket, canary.percent, canaryStart(remote.name, canary.version))) return resolved;
    var chosen = Object.assign({
        name: remote.name
    }, canary);
    delete chosen.percent;
    delete chosen.since;
    delete chosen.autoPromote;
    return chosen;
}
/** remotes.json as a visitor in `bucket` gets it: each canaried remote resolved to one version. */ function resolveCanaries(manifest, bucket) {
    return {
        remotes: manifest.remotes.map(function(remote) {
            return resolveRemote(remote, bucket);
        })
    };
}

/**
 * What the production proxy's shell.js takes from the site's shared code: the route code
 * (services/contracts/src/page-routes.ts: matching a path to the route that draws it, its data reads and image) and
 * the canary buckets (shared-ui/platform/src/mf/canary.ts: a visitor's version of each canaried remote). The entry of
 * the njs bundle page-routes.js (see infra/src/proxy-bundle.ts). njs imports a module's default export only.
 */ 

/* export default */ var page_routes = ({
    matchRoute: matchRoute,
    routeOf: routeOf,
    routeDataUrl: routeDataUrl,
    routeImageSrcSet: routeImageSrcSet,
    bucketOf: bucketOf,
    newBucket: canary_newBucket,
    bucketCookie: canary_bucketCookie,
    resolveCanaries: resolveCanaries,
    framePageOf: framePageOf
});

export default page_routes;
