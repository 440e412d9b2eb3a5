int x = ({ 1; });
