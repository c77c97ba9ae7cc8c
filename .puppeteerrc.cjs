// The machines reach no browser download host: always use the system Chromium (STACK-NOTES "Browser tests").
module.exports = { skipDownload: true };
