process.env.TEST_DB = 'pglite';
process.env.NODE_ENV = 'test';
