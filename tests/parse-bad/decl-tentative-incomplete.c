struct t v;
