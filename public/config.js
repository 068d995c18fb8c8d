// Runtime configuration for this deployment. Hosting may replace this file to point the
// app at a hosted Supabase project without rebuilding:
//   window.__WARCROW_CONFIG__ = { supabaseUrl: 'https://xyz.supabase.co', supabaseAnonKey: '...' };
// The local server (npm start) serves its own version with the local backend's address.
window.__WARCROW_CONFIG__ = window.__WARCROW_CONFIG__ || {};
