process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'silent';
