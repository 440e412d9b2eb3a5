foo x;
