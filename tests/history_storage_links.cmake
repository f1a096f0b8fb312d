# history_storage_links (tests/CMakeLists.txt): LINKS is everything rebelote-history links,
# all the way down, as the configure step found it. The storage needs the engine, the game's
# moves, Qt Core and Qt Sql; the computer players, the controller and any widget are refused.
cmake_minimum_required(VERSION 3.16)
set(refused rebelote-ai rebelote-controller rebelote-recorder rebelote-ui rebelote-cards
            Qt6::Gui Qt6::Widgets Qt::Gui Qt::Widgets)
string(REPLACE "|" ";" LINKS "${LINKS}")
set(found)
foreach(lib IN LISTS LINKS)
  if(lib IN_LIST refused)
    list(APPEND found ${lib})
  endif()
endforeach()
message(STATUS "rebelote-history links: ${LINKS}")
if(found)
  message(FATAL_ERROR "rebelote-history links ${found}: the history's storage must need only "
                      "the engine, Qt Core and Qt Sql (app/history/CMakeLists.txt)")
endif()
if(NOT "rebelote-engine" IN_LIST LINKS OR NOT "Qt6::Sql" IN_LIST LINKS)
  message(FATAL_ERROR "rebelote-history's links were not found (${LINKS}): the check reads nothing")
endif()
