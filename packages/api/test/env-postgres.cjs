process.env.TEST_DB = 'postgres';
process.env.NODE_ENV = 'test';
