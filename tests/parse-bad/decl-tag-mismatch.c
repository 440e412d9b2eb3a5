struct s;
union s *p;
