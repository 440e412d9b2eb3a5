#pragma once
int a;
