// 'server-only' throws outside React Server Components; Jest tests import server modules directly.
module.exports = {};
